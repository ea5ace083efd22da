import { IDEMPOTENCY_HEADER } from '@risema/finance-core/contract';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, AppServices } from '../context';
import { callerOf } from '../context';
import { ApiError } from '../errors';
import { serverMessages } from '../server-messages';

/** Longest key accepted (clients send UUIDs). */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

/**
 * A mutating request carrying `Idempotency-Key` runs once per user and key: a repeat answers the
 * first status and body again. Server errors (5xx) are not remembered, so a retry runs again. A
 * key reused for another method or path is refused. Concurrent repeats wait for the first.
 */
export function idempotency(services: AppServices): MiddlewareHandler<AppEnv> {
  const inFlight = new Map<string, Promise<void>>();
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) return next();
    if (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
      throw new ApiError(400, serverMessages.idempotencyKeyInvalid);
    }
    const userId = callerOf(c).user.id;
    const slot = `${userId}\u0000${key}`;
    const running = inFlight.get(slot);
    if (running) await running.catch(() => undefined);

    const stored = await services.repositories.idempotency.find(userId, key);
    if (stored) {
      if (stored.method !== c.req.method || stored.path !== c.req.path) {
        throw new ApiError(409, serverMessages.idempotencyKeyReused);
      }
      return new Response(stored.body, {
        status: stored.status,
        headers: stored.contentType ? { 'Content-Type': stored.contentType } : {},
      });
    }

    let release = () => {};
    inFlight.set(slot, new Promise<void>((resolve) => (release = resolve)));
    try {
      await next();
      if (c.res.status < 500) {
        await services.repositories.idempotency.save(userId, key, {
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          contentType: c.res.headers.get('Content-Type'),
          body: await c.res.clone().text(),
        });
      }
    } finally {
      inFlight.delete(slot);
      release();
    }
  };
}
