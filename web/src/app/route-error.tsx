import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { useRouteError } from 'react-router';

/**
 * Shown when a page cannot be opened (typically its code could not be loaded); a reload fetches
 * the current version of the app.
 */
export function RouteError() {
  const error = useRouteError();
  console.error('Route failed', error);
  return (
    <EmptyState.Root role="alert" minHeight="60dvh">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <TriangleAlert aria-hidden />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h1">Não foi possível abrir esta página</EmptyState.Title>
          <EmptyState.Description>
            Verifique a ligação e recarregue a aplicação.
          </EmptyState.Description>
        </VStack>
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          Recarregar
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
