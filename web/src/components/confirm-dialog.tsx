import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What will happen (e.g. that the action cannot be undone). */
  description: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while the action runs. */
  busyLabel?: string;
  cancelLabel?: string;
  /** A red confirm button, for deletions. */
  destructive?: boolean;
  /** Disables confirm (e.g. offline for an action that needs the network). */
  confirmDisabled?: boolean;
  /**
   * Runs the action. The dialog stays open and busy until it settles; it closes when it resolves
   * and stays open when it rejects (the caller reports the error).
   */
  onConfirm: () => Promise<unknown>;
}

/**
 * An alert dialog that asks before an action: focus starts on `Cancelar` (the safe choice), Esc
 * closes it, and the confirm button is red for destructive actions.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    setBusy(true);
    try {
      await props.onConfirm();
      props.onOpenChange(false);
    } catch {
      // The caller has shown the error; the dialog stays open so the user can retry or cancel.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      role="alertdialog"
      initialFocusEl={() => cancelRef.current}
      open={props.open}
      onOpenChange={(details) => {
        if (!busy) props.onOpenChange(details.open);
      }}
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      size={{ base: 'xs', sm: 'sm' }}
      placement="center"
      lazyMount
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{props.description}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Dialog.ActionTrigger asChild>
                <Button ref={cancelRef} variant="outline" disabled={busy}>
                  {props.cancelLabel ?? 'Cancelar'}
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette={props.destructive ? 'red' : 'brand'}
                loading={busy}
                loadingText={props.busyLabel}
                disabled={busy || props.confirmDisabled}
                onClick={() => void confirm()}
              >
                {props.confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={busy}>
              <CloseButton aria-label="Fechar" size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
