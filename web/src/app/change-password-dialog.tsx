import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { ChangePasswordForm } from '../components/change-password-form';

/** `Alterar password` from the user panel: the form in a dialog (focus trapped, Esc closes). */
export function ChangePasswordDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const close = () => props.onOpenChange(false);
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(details) => props.onOpenChange(details.open)}
      size={{ base: 'full', sm: 'md' }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Alterar password</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <ChangePasswordForm onDone={close} onCancel={close} />
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
