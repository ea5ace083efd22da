import { EmptyState, Skeleton, Stack, VStack } from '@chakra-ui/react';
import { CloudOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useOnline } from '../data/hooks/use-online';
import { useSyncState } from '../data/hooks/use-sync-state';

/**
 * Shows its children once this device holds the user's data (a first pull has finished);
 * skeletons while it arrives; and, offline before any pull, says so rather than showing an empty
 * list as if there were nothing.
 */
export function DataGate({ children, skeletons = 3 }: { children: ReactNode; skeletons?: number }) {
  const syncState = useSyncState();
  const online = useOnline();
  if (syncState?.lastSyncedAt) return children;
  if (syncState === null && !online) {
    return (
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Indicator>
            <CloudOff aria-hidden />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title>Ainda não há dados neste dispositivo</EmptyState.Title>
            <EmptyState.Description>
              Ligue-se à internet para os carregar; depois ficam disponíveis sem ligação.
            </EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Stack gap="3" aria-busy="true" aria-label="A carregar">
      {Array.from({ length: skeletons }, (_, index) => (
        <Skeleton key={index} height="16" rounded="md" />
      ))}
    </Stack>
  );
}
