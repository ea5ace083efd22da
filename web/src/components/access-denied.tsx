import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { messages } from '@risema/finance-core/contract';
import { ShieldX } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from './use-page-title';

/** Shown on a route the signed-in user's role may not open (docs/product.md §2). */
export function AccessDenied() {
  usePageTitle('Acesso Negado');
  return (
    <EmptyState.Root role="alert">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <ShieldX aria-hidden />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h1">{messages.forbidden}</EmptyState.Title>
        </VStack>
        <Button asChild colorPalette="brand" variant="outline">
          <Link to="/">Voltar ao início</Link>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
