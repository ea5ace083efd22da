import {
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  HStack,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { formatDateTime } from '@risema/finance-core/format';
import { useState } from 'react';
import { notify } from '../components/notify';
import { useOutbox } from '../data/hooks/use-outbox';
import { discardChange, retryChange } from '../data/actions/outbox-changes';
import { useServices } from '../data/services-context';
import type { OutboxEntry } from '../data/sync/outbox-entry';

/**
 * The changes waiting for the server. A refused one shows the server's message and stays until
 * the user sends it again or discards it; nothing leaves this list without the user seeing it.
 */
export function OutboxDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const entries = useOutbox();
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(details) => props.onOpenChange(details.open)}
      scrollBehavior="inside"
      size={{ base: 'full', md: 'lg' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Alterações por enviar</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {entries.length === 0 ? (
                <Text color="fg.muted">Todas as alterações foram enviadas.</Text>
              ) : (
                <Stack as="ul" listStyleType="none" gap="3">
                  {entries.map((entry) => (
                    <OutboxItem key={entry.id} entry={entry} />
                  ))}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label="Fechar" size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function OutboxItem({ entry }: { entry: OutboxEntry }) {
  const services = useServices();
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const refused = entry.status === 'refused';

  const retry = () => retryChange(services, entry.id);
  const discard = async () => {
    await discardChange(services, entry.id);
    notify({ title: 'Alteração descartada', description: entry.label });
  };

  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3">
      <HStack justify="space-between" align="start" gap="3">
        <Box minWidth="0">
          <Text fontWeight="medium">{entry.label}</Text>
          <Text fontSize="sm" color="fg.muted">
            {formatDateTime(entry.createdAt)}
          </Text>
        </Box>
        <Badge colorPalette={refused ? 'red' : 'orange'} flexShrink="0">
          {refused ? 'Recusada' : 'Por enviar'}
        </Badge>
      </HStack>
      {entry.error ? (
        <Text fontSize="sm" mt="2" color={refused ? 'fg.error' : 'fg.muted'}>
          {refused ? `Resposta do servidor: ${entry.error}` : `Última tentativa: ${entry.error}`}
        </Text>
      ) : null}
      <HStack mt="3" gap="2" wrap="wrap">
        {refused ? (
          <Button size="sm" colorPalette="brand" onClick={() => void retry()}>
            Tentar de novo
          </Button>
        ) : null}
        {confirmDiscard ? (
          <>
            <Button size="sm" colorPalette="red" onClick={() => void discard()}>
              Confirmar descarte
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirmDiscard(false)}>
              Manter
            </Button>
          </>
        ) : (
          <Button size="sm" variant="outline" onClick={() => setConfirmDiscard(true)}>
            Descartar
          </Button>
        )}
      </HStack>
    </Box>
  );
}
