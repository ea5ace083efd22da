import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { MapPinOff } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/use-page-title';

/** Any path the app does not know (docs/product.md §2: a 404 page). */
export default function NotFoundRoute() {
  usePageTitle('Página não encontrada');
  return (
    <EmptyState.Root minHeight="60dvh">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <MapPinOff aria-hidden />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h1" fontSize="2xl">
            404 - Página não encontrada
          </EmptyState.Title>
          <EmptyState.Description>
            A página que procura não existe ou foi movida.
          </EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="brand">
          <Link to="/">Voltar ao início</Link>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
