import { IDEMPOTENCY_HEADER } from '@risema/finance-core/contract';
import type { MiddlewareHandler } from 'hono';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AppEnv, AppServices } from '../context';
import { callerOf } from '../context';
import { ApiError } from '../errors';
import { NO_STORE } from '../http/json-response';
import type { IdempotentRequest } from '../repositories';
import { serverMessages } from '../server-messages';
import type { RequestHashes } from './request-hash';
import { requestHash, sameRequestHash } from './request-hash';

/** Longest key accepted (clients send UUIDs). */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

/**
 * How long a first request holds its key before a repeat may take it over: longer than any
 * request runs; only a request whose process died holds a key that long.
 */
export const IDEMPOTENCY_LEASE_MS = 60 * 1000;

/** A repeat waiting for the first request checks again after these waits (ms), the last one on. */
const WAITS = [10, 20, 50, 100, 200];

/**
 * A mutating request carrying `Idempotency-Key` changes something once per user and key, on
 * whichever server process it arrives: a repeat answers the first success again. Only successes
 * (2xx) are kept: a refusal (a full quota, an invalid body, a server error) is not, so the same
 * queued change can succeed once its cause is gone. Fields a route marks `unkeptFields` (secrets
 * shown once) are left out of the kept answer. A key reused for another request (method,
 * path or body, the body compared as parsed JSON) answers 422. A repeat that arrives while the
 * first runs waits for it. Runs after the body size check, since it reads the body.
 */
export function idempotency(services: AppServices): MiddlewareHandler<AppEnv> {
  const { idempotency: keys } = services.repositories;
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) return next();
    if (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
      throw new ApiError(400, serverMessages.idempotencyKeyInvalid);
    }
    const userId = callerOf(c).user.id;
    const hashes = await requestHash(c);
    const request = { method: c.req.method, path: c.req.path, requestHash: hashes.canonical };
    const owner = randomUUID();
    for (let round = 0; ; round++) {
      const claim = await keys.claim(userId, key, request, owner, IDEMPOTENCY_LEASE_MS);
      if (claim.kind === 'answered') {
        assertSameRequest(claim.stored, c.req.method, c.req.path, hashes);
        return new Response(claim.stored.body, {
          status: claim.stored.status,
          headers: {
            ...NO_STORE,
            ...(claim.stored.contentType ? { 'Content-Type': claim.stored.contentType } : {}),
          },
        });
      }
      if (claim.kind === 'running') {
        assertSameRequest(claim.request, c.req.method, c.req.path, hashes);
        await sleep(WAITS[Math.min(round, WAITS.length - 1)]);
        continue;
      }
      let kept = false;
      try {
        await next();
        if (c.res.status >= 200 && c.res.status < 300) {
          await keys.complete(userId, key, owner, {
            status: c.res.status,
            contentType: c.res.headers.get('Content-Type'),
            body: withoutUnkeptFields(await c.res.clone().text(), c.get('unkeptFields')),
          });
          kept = true;
        }
      } finally {
        if (!kept) await keys.release(userId, key, owner);
      }
      return;
    }
  };
}

/**
 * The answer as kept for replays: without the fields shown only once. A replay then answers
 * the rest (the accountant issues a new activation code if the first answer was lost).
 */
function withoutUnkeptFields(body: string, fields: readonly string[] | undefined): string {
  if (!fields || fields.length === 0) return body;
  const value = JSON.parse(body) as Record<string, unknown>;
  for (const field of fields) Reflect.deleteProperty(value, field);
  return JSON.stringify(value);
}

/** A key brought by another request than the one it was first used for: 422. */
function assertSameRequest(
  first: IdempotentRequest,
  method: string,
  path: string,
  hashes: RequestHashes,
): void {
  if (
    first.method !== method ||
    first.path !== path ||
    !sameRequestHash(first.requestHash, hashes)
  ) {
    throw new ApiError(422, serverMessages.idempotencyKeyReused);
  }
}
