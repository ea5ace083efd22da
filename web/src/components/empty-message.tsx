import { EmptyState, VStack } from '@chakra-ui/react';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';

/** An empty list's message (e.g. `Nenhuma empresa criada`), with an optional line under it. */
export function EmptyMessage(props: { title: string; description?: ReactNode; icon?: ReactNode }) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="lg">
      <EmptyState.Content>
        <EmptyState.Indicator>{props.icon ?? <Inbox aria-hidden />}</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{props.title}</EmptyState.Title>
          {props.description ? (
            <EmptyState.Description>{props.description}</EmptyState.Description>
          ) : null}
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
