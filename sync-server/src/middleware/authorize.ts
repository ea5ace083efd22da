import type { Role } from '@risema/finance-core/contract';
import { messages } from '@risema/finance-core/contract';
import type { Context } from 'hono';
import { bearerToken, hashSessionToken } from '../auth/tokens';
import type { AppEnv, AppServices } from '../context';
import { ApiError } from '../errors';
import { requestHeader } from '../http/request-header';

/**
 * The access step of an endpoint behind a session, in one go: a valid session of an active user
 * (401 otherwise) whose role is one of `roles` (403 otherwise) and who has no password to change
 * first, unless the endpoint is open `beforePasswordChange` (403 with its own message
 * otherwise). Sets the caller for the route. `counterRead`: the request has read the stored change
 * counter already (`ResourceRouter`'s `readAlongside`), so the session lookup does not again.
 */
export function authorize(
  services: AppServices,
  roles: readonly Role[],
  beforePasswordChange = false,
): (c: Context<AppEnv>, counterRead?: boolean) => Promise<void> {
  const { sessions } = services.repositories;
  return async (c, counterRead = false) => {
    const token = bearerToken(requestHeader(c, 'authorization'));
    if (!token) throw new ApiError(401, messages.unauthenticated);
    const caller = await sessions.findUser(hashSessionToken(token), undefined, {
      refreshed: counterRead,
    });
    if (!caller) throw new ApiError(401, messages.unauthenticated);
    if (!roles.includes(caller.user.role)) throw new ApiError(403, messages.forbidden);
    // A password someone else chose (a NIF is public) opens nothing but changing it.
    if (caller.user.mustChangePassword && !beforePasswordChange) {
      throw new ApiError(403, messages.passwordChangeRequired);
    }
    c.set('caller', caller);
  };
}
