import { IDEMPOTENCY_HEADER } from '@risema/finance-core/contract';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, AppServices } from '../context';
import { callerOf } from '../context';
import { ApiError } from '../errors';
import { serverMessages } from '../server-messages';
import { requestHash } from './request-hash';

/** Longest key accepted (clients send UUIDs). */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

/**
 * A mutating request carrying `Idempotency-Key` changes something once per user and key: a
 * repeat answers the first success again. Only successes (2xx) are kept: a refusal (a full quota,
 * an invalid body, a server error) is not, so the same queued change can succeed once its cause
 * is gone. A key reused for another request (method, path or body) answers 422. Concurrent
 * repeats wait for the first. Runs after the body size check, since it reads the body.
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
    const hash = await requestHash(c);
    // Wait for every request with this key that started before (each may leave an answer), then
    // hold the key, with no await in between so two waiters cannot both run.
    for (let running = inFlight.get(slot); running; running = inFlight.get(slot)) {
      await running.catch(() => undefined);
    }
    let release = () => {};
    inFlight.set(slot, new Promise<void>((resolve) => (release = resolve)));
    try {
      const stored = await services.repositories.idempotency.find(userId, key);
      if (stored) {
        const sameRequest =
          stored.method === c.req.method &&
          stored.path === c.req.path &&
          (stored.requestHash === null || stored.requestHash === hash);
        if (!sameRequest) throw new ApiError(422, serverMessages.idempotencyKeyReused);
        return new Response(stored.body, {
          status: stored.status,
          headers: stored.contentType ? { 'Content-Type': stored.contentType } : {},
        });
      }
      await next();
      if (c.res.status >= 200 && c.res.status < 300) {
        await services.repositories.idempotency.save(userId, key, {
          method: c.req.method,
          path: c.req.path,
          requestHash: hash,
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
