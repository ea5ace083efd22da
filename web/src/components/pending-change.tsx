import { Badge, Box, Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { discardChange, retryChange } from '../data/actions/outbox-changes';
import type { CompanyPendingState } from '../data/queries/use-pending-changes';
import { useServices } from '../data/services-context';
import { notify } from './notify';

/** `Por enviar` on a company whose change the server has not accepted yet (or `Recusada`). */
export function PendingBadge({ state }: { state: CompanyPendingState | undefined }) {
  if (!state || state.waiting.length === 0) return null;
  return state.refused ? (
    <Badge colorPalette="red">Recusada</Badge>
  ) : (
    <Badge colorPalette="orange">Por enviar</Badge>
  );
}

/**
 * A refused change on its company's row: the server's message, `Tentar de novo` and `Descartar`
 * (nothing disappears without the user choosing it).
 */
export function RefusedChange({ state }: { state: CompanyPendingState | undefined }) {
  const services = useServices();
  const [busy, setBusy] = useState(false);
  const refused = state?.refused;
  if (!refused) return null;
  const run = async (action: 'retry' | 'discard') => {
    setBusy(true);
    try {
      if (action === 'retry') await retryChange(services, refused.id);
      else {
        await discardChange(services, refused.id);
        notify({ title: 'Alteração descartada', description: refused.label });
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box role="alert" mt="3" p="3" rounded="md" bg="red.subtle" color="red.fg">
      <Text fontSize="sm">
        {refused.label}: {refused.error ?? 'recusada pelo servidor'}
      </Text>
      <HStack mt="2" gap="2" wrap="wrap">
        <Button size="xs" colorPalette="brand" disabled={busy} onClick={() => void run('retry')}>
          Tentar de novo
        </Button>
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          disabled={busy}
          onClick={() => void run('discard')}
        >
          Descartar
        </Button>
      </HStack>
    </Box>
  );
}
