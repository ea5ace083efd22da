import { Avatar } from '@chakra-ui/react';
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
import { FrameButton } from './frame-button';
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
 * dispositivos` and `Sair`. Plain elements styled by the frame's rules (frame-css.ts).
 */
export function UserPanel({ user, collapsed = false }: { user: User; collapsed?: boolean }) {
  const role = ROLE_LABELS[user.role];
  const [changing, setChanging] = useState(false);
  const everywhere = useLogoutEverywhere();
  const dialog = <ChangePasswordDialog open={changing} onOpenChange={setChanging} />;
  if (collapsed) {
    return (
      <div className="frame-user" data-collapsed>
        <Avatar.Root size="sm" colorPalette="brand" title={`${user.name} (${role})`}>
          <Avatar.Fallback name={user.name} />
        </Avatar.Root>
        <FrameButton
          look="ghost"
          icon
          aria-label="Alterar password"
          title="Alterar password"
          onClick={() => setChanging(true)}
        >
          <KeyRound aria-hidden />
        </FrameButton>
        <FrameButton
          look="ghost"
          icon
          aria-label={LOGOUT_EVERYWHERE_LABEL}
          title={LOGOUT_EVERYWHERE_LABEL}
          loading={everywhere.running}
          onClick={() => void everywhere.run()}
        >
          <MonitorSmartphone aria-hidden />
        </FrameButton>
        <LogoutButton compact />
        {dialog}
      </div>
    );
  }
  return (
    <div className="frame-user">
      <div className="frame-user-who">
        <p className="frame-user-name" title={user.name}>
          {user.name}
        </p>
        <p className="frame-user-role">{role}</p>
      </div>
      <FrameButton look="ghost" wide start onClick={() => setChanging(true)}>
        <KeyRound aria-hidden />
        Alterar password
      </FrameButton>
      <FrameButton
        look="ghost"
        wide
        start
        wrap
        loading={everywhere.running}
        onClick={() => void everywhere.run()}
      >
        <MonitorSmartphone aria-hidden />
        {LOGOUT_EVERYWHERE_LABEL}
      </FrameButton>
      <LogoutButton />
      {dialog}
    </div>
  );
}
