import { Button, Dialog, IconButton, Portal, Text } from '@chakra-ui/react';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { countLabel } from '../components/pluralize';
import { useOutbox } from '../data/hooks/use-outbox';
import { useSignOut } from './use-sign-out';

/**
 * `Sair`. With changes still waiting for the server it asks first, and says where they go: they
 * stay on this device under this user and are sent at their next sign-in.
 */
export function LogoutButton({ compact = false }: { compact?: boolean }) {
  const { signOut, signingOut } = useSignOut();
  const waiting = useOutbox().length;
  const [confirming, setConfirming] = useState(false);

  const onClick = () => {
    if (waiting > 0) setConfirming(true);
    else void signOut();
  };

  return (
    <>
      {compact ? (
        <IconButton
          aria-label="Sair"
          title="Sair"
          variant="ghost"
          onClick={onClick}
          loading={signingOut}
        >
          <LogOut aria-hidden />
        </IconButton>
      ) : (
        <Button
          variant="outline"
          width="full"
          onClick={onClick}
          loading={signingOut}
          loadingText="A sair..."
        >
          <LogOut aria-hidden />
          Sair
        </Button>
      )}
      <Dialog.Root
        role="alertdialog"
        open={confirming}
        onOpenChange={(details) => setConfirming(details.open)}
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Alterações por enviar</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>
                  Tem {countLabel(waiting, 'alteração', 'alterações')} por enviar. Ficam guardadas
                  neste dispositivo e serão enviadas quando voltar a iniciar sessão com esta conta.
                </Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Cancelar</Button>
                </Dialog.ActionTrigger>
                <Button
                  colorPalette="red"
                  loading={signingOut}
                  onClick={() => {
                    setConfirming(false);
                    void signOut();
                  }}
                >
                  Sair
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
