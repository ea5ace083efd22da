import type { LoginRequest, User } from '@risema/finance-core/contract';
import type { CoreServices } from '../service-types';

/**
 * Signs in (docs/product.md §4): on success, first clears the previous auth and every datum cached for
 * the previous user, then stores the new session and starts pulling its data. The previous
 * user's unsent outbox stays on the device under their id; it is never sent under this session.
 * Throws an ApiError (the server's message, e.g. `Credenciais inválidas`) on failure.
 */
export async function signIn(core: CoreServices, credentials: LoginRequest): Promise<User> {
  const answer = await core.api.request('login', { body: credentials });
  const data = await core.loadData();
  core.auth.getState().clear();
  await data.clearCache();
  core.auth.getState().signIn({ token: answer.token, user: answer.user });
  data.requestSync();
  return answer.user;
}
