import type { Role } from '@risema/finance-core/contract';
import { messages } from '@risema/finance-core/contract';
import type { MiddlewareHandler } from 'hono';
import { bearerToken, hashSessionToken } from '../auth/tokens';
import type { AppEnv, AppServices } from '../context';
import { callerOf } from '../context';
import { ApiError } from '../errors';

/** Requires a valid session of an active user (401 otherwise) and sets the caller. */
export function authenticate(services: AppServices): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'));
    if (!token) throw new ApiError(401, messages.unauthenticated);
    const tokenHash = hashSessionToken(token);
    const found = await services.repositories.sessions.findUser(tokenHash);
    if (!found) throw new ApiError(401, messages.unauthenticated);
    c.set('caller', { ...found, tokenHash });
    await next();
  };
}

/** Requires one of the roles (403 otherwise). */
export function requireRoles(roles: readonly Role[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!roles.includes(callerOf(c).user.role)) throw new ApiError(403, messages.forbidden);
    await next();
  };
}
