import { Avatar, Box, Button, IconButton, Stack, Text } from '@chakra-ui/react';
import { ROLE_LABELS } from '@risema/finance-core/contract';
import type { User } from '@risema/finance-core/contract';
import { KeyRound, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { lazyDialog } from '../components/lazy-dialog';
import { notify } from '../components/notify';
import { logoutEverywhere } from '../data/actions/logout-everywhere';
import { ApiError } from '../data/api-error';
import { useServices } from '../data/services-context';
import { LogoutButton } from './logout-button';
import { LOGIN_PATH } from './paths';

/** The label of the action that ends the user's sessions on every device. */
export const LOGOUT_EVERYWHERE_LABEL = 'Terminar sessão em todos os dispositivos';

/**
 * `Terminar sessão em todos os dispositivos`: the server ends every session of the user, then
 * this device signs out and shows the login screen; offline, a message that it needs the network.
 */
function useLogoutEverywhere(): { run: () => Promise<void>; running: boolean } {
  const services = useServices();
  const navigate = useNavigate();
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      await logoutEverywhere(services);
      await navigate(LOGIN_PATH, { replace: true });
    } catch (error) {
      notify({
        title: 'Não foi possível terminar as sessões',
        description: error instanceof ApiError ? error.message : LOGOUT_EVERYWHERE_LABEL,
        type: 'error',
      });
    } finally {
      setRunning(false);
    }
  };
  return { run, running };
}

// The form (its schema, password strength and fields) loads when the dialog first opens.
const ChangePasswordDialog = lazyDialog(
  async () => (await import('./change-password-dialog')).ChangePasswordDialog,
);

/**
 * The signed-in user's name and role, `Alterar password`, `Terminar sessão em todos os
 * dispositivos` and `Sair`.
 */
export function UserPanel({ user, collapsed = false }: { user: User; collapsed?: boolean }) {
  const role = ROLE_LABELS[user.role];
  const [changing, setChanging] = useState(false);
  const everywhere = useLogoutEverywhere();
  const dialog = <ChangePasswordDialog open={changing} onOpenChange={setChanging} />;
  if (collapsed) {
    return (
      <Stack align="center" gap="2">
        <Avatar.Root size="sm" colorPalette="brand" title={`${user.name} (${role})`}>
          <Avatar.Fallback name={user.name} />
        </Avatar.Root>
        <IconButton
          aria-label="Alterar password"
          title="Alterar password"
          variant="ghost"
          onClick={() => setChanging(true)}
        >
          <KeyRound aria-hidden />
        </IconButton>
        <IconButton
          aria-label={LOGOUT_EVERYWHERE_LABEL}
          title={LOGOUT_EVERYWHERE_LABEL}
          variant="ghost"
          loading={everywhere.running}
          onClick={() => void everywhere.run()}
        >
          <MonitorSmartphone aria-hidden />
        </IconButton>
        <LogoutButton compact />
        {dialog}
      </Stack>
    );
  }
  return (
    <Stack gap="3">
      <Box minWidth="0">
        <Text fontWeight="semibold" truncate title={user.name}>
          {user.name}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {role}
        </Text>
      </Box>
      <Button
        variant="ghost"
        width="full"
        justifyContent="flex-start"
        onClick={() => setChanging(true)}
      >
        <KeyRound aria-hidden />
        Alterar password
      </Button>
      <Button
        variant="ghost"
        width="full"
        justifyContent="flex-start"
        whiteSpace="normal"
        textAlign="start"
        height="auto"
        minHeight="10"
        loading={everywhere.running}
        onClick={() => void everywhere.run()}
      >
        <MonitorSmartphone aria-hidden />
        {LOGOUT_EVERYWHERE_LABEL}
      </Button>
      <LogoutButton />
      {dialog}
    </Stack>
  );
}
