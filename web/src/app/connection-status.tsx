import { Button, Flex, Spinner, Text } from '@chakra-ui/react';
import { CloudUpload, TriangleAlert, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { useStore } from 'zustand';
import { lazyDialog } from '../components/lazy-dialog';
import { countLabel } from '../components/pluralize';
import { useOnline } from '../data/hooks/use-online';
import { useOutbox } from '../data/hooks/use-outbox';
import { useServices } from '../data/services-context';

// Its list of changes renders, and its code loads, when the user first opens it.
const OutboxDialog = lazyDialog(async () => (await import('./outbox-dialog')).OutboxDialog);

/**
 * The layout's connection line (docs/design.md §6): `Sem ligação` when offline, how many changes wait
 * to be sent, refusals, and sync failures. Opens the list of waiting changes.
 */
export function ConnectionStatus() {
  const online = useOnline();
  const entries = useOutbox();
  const { running, lastError } = useStore(useServices().sync.status);
  const [open, setOpen] = useState(false);
  const refused = entries.filter((entry) => entry.status === 'refused').length;
  const waiting = entries.length - refused;

  const parts: string[] = [];
  if (waiting > 0) parts.push(`${countLabel(waiting, 'alteração', 'alterações')} por enviar`);
  if (refused > 0) parts.push(countLabel(refused, 'alteração recusada', 'alterações recusadas'));
  const visible = !online || entries.length > 0 || lastError !== null;

  return (
    <Flex
      role="status"
      aria-live="polite"
      data-testid="connection-status"
      align="center"
      gap="3"
      wrap="wrap"
      px={{ base: '4', md: '8' }}
      py={visible ? '2' : '0'}
      bg={!online ? 'orange.subtle' : refused > 0 || lastError ? 'red.subtle' : 'bg.muted'}
      borderBottomWidth={visible ? '1px' : '0'}
      fontSize="sm"
    >
      {!online ? (
        <Flex align="center" gap="2" fontWeight="semibold" color="orange.fg">
          <WifiOff size={16} aria-hidden />
          <Text as="span">Sem ligação</Text>
        </Flex>
      ) : null}
      {parts.length > 0 ? (
        <Flex align="center" gap="2">
          {running ? <Spinner size="xs" aria-hidden /> : <CloudUpload size={16} aria-hidden />}
          <Text as="span">{parts.join(' · ')}</Text>
          <Button size="xs" variant="outline" onClick={() => setOpen(true)}>
            Ver alterações
          </Button>
        </Flex>
      ) : null}
      {online && lastError ? (
        <Flex align="center" gap="2" color="fg.error">
          <TriangleAlert size={16} aria-hidden />
          <Text as="span">Falha na sincronização: {lastError}</Text>
        </Flex>
      ) : null}
      <OutboxDialog open={open} onOpenChange={setOpen} />
    </Flex>
  );
}
