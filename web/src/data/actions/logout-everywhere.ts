import { ApiError } from '../api-error';
import type { ActionContext } from './action-context';
import { requireNetwork, requireSession } from './action-context';

/** Why `Terminar sessão em todos os dispositivos` cannot run offline. */
export const LOGOUT_EVERYWHERE_NEEDS_NETWORK =
  'Terminar sessão em todos os dispositivos precisa de ligação à internet: só o servidor pode terminar as sessões dos outros dispositivos. Tente novamente quando estiver ligado.';

/**
 * `Terminar sessão em todos os dispositivos`: the server ends every session of the user (this
 * one included, `POST /api/auth/logout-all`), then this device signs out as `Sair` does. Online
 * only; offline it fails at once with `LOGOUT_EVERYWHERE_NEEDS_NETWORK` and nothing changes.
 */
export async function logoutEverywhere(
  ctx: Pick<ActionContext, 'api' | 'auth' | 'isOnline'> & {
    signOut(options?: { callServer?: boolean }): Promise<void>;
  },
): Promise<void> {
  const session = requireSession(ctx);
  try {
    requireNetwork(ctx);
    await ctx.api.request('logoutAll', { token: session.token });
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'network') {
      throw new ApiError(LOGOUT_EVERYWHERE_NEEDS_NETWORK, 0, 'network');
    }
    throw error;
  }
  await ctx.signOut({ callServer: false });
}
