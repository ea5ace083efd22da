import { Spinner } from '@chakra-ui/react';
import { CloudUpload, TriangleAlert, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { useStore } from 'zustand';
import { lazyDialog } from '../components/lazy-dialog';
import { countLabel } from '../components/pluralize';
import { useOnline } from '../data/hooks/use-online';
import { useOutbox } from '../data/hooks/use-outbox';
import { useServices } from '../data/services-context';
import { FrameButton } from './frame-button';

// Its list of changes renders, and its code loads, when the user first opens it.
const OutboxDialog = lazyDialog(async () => (await import('./outbox-dialog')).OutboxDialog);

/**
 * The layout's connection line (docs/design.md §6): `Sem ligação` when offline, how many changes wait
 * to be sent, refusals, and sync failures. Opens the list of waiting changes. Plain elements
 * styled by the frame's rules (frame-css.ts).
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
    <div
      className="frame-status"
      role="status"
      aria-live="polite"
      data-testid="connection-status"
      data-visible={visible || undefined}
      data-tone={!online ? 'offline' : refused > 0 || lastError ? 'error' : undefined}
    >
      {!online ? (
        <div className="frame-status-part frame-status-offline">
          <WifiOff size={16} aria-hidden />
          <span>Sem ligação</span>
        </div>
      ) : null}
      {parts.length > 0 ? (
        <div className="frame-status-part">
          {running ? <Spinner size="xs" aria-hidden /> : <CloudUpload size={16} aria-hidden />}
          <span>{parts.join(' · ')}</span>
          <FrameButton look="outline-xs" onClick={() => setOpen(true)}>
            Ver alterações
          </FrameButton>
        </div>
      ) : null}
      {online && lastError ? (
        <div className="frame-status-part frame-status-error">
          <TriangleAlert size={16} aria-hidden />
          <span>Falha na sincronização: {lastError}</span>
        </div>
      ) : null}
      <OutboxDialog open={open} onOpenChange={setOpen} />
    </div>
  );
}
