import type { Endpoint } from '@risema/finance-core/contract';
import { MAX_UPLOAD_BYTES, messages } from '@risema/finance-core/contract';
import { WORKBOOK_REFUSALS } from '@risema/finance-core/reader';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { every } from 'hono/combine';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { AppEnv, AppServices } from '../context';
import { authenticate, requireRoles } from '../middleware/authenticate';
import type { JsonBytes } from '../repositories/json-bytes';
import { idempotency } from '../middleware/idempotency';
import { MAX_JSON_BYTES, readJson, validate } from '../middleware/validation';

/** Room for the multipart envelope around a workbook of the largest size accepted. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: the validated body and query of its endpoint. */
export interface Input<E extends Endpoint> {
  body: Out<E['body']>;
  query: Out<E['query']>;
}

/**
 * What a handler answers, 200 unless told: a body of the endpoint's response schema, or the same
 * as JSON bytes the store already produced.
 */
export type Reply<S extends z.ZodType> =
  | { status?: ContentfulStatusCode; body: z.input<S> }
  | { status?: ContentfulStatusCode; json: JsonBytes<z.input<S>> };

export type Handler<E extends Endpoint> = (
  c: Context<AppEnv>,
  input: Input<E>,
) => Reply<E['response']> | Promise<Reply<E['response']>>;

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A router for the endpoints under one path prefix. Each endpoint is registered from the
 * contract's table, so its path, roles and schemas are never restated: authentication and the
 * coarse role check, idempotent replay of mutations, the body size cap and validation all come
 * from its entry.
 */
export class ResourceRouter {
  constructor(
    readonly prefix: string,
    readonly router: Hono<AppEnv>,
    private readonly services: AppServices,
  ) {}

  handle<E extends Endpoint>(endpoint: E, handler: Handler<E>): this {
    if (!endpoint.path.startsWith(this.prefix)) {
      throw new Error(`${endpoint.path} is not under ${this.prefix}`);
    }
    const chain: MiddlewareHandler<AppEnv>[] = [];
    if (endpoint.roles !== 'public') {
      chain.push(authenticate(this.services), requireRoles(endpoint.roles));
    }
    if (MUTATING.has(endpoint.method) && endpoint.roles !== 'public') {
      chain.push(idempotency(this.services));
    }
    if (MUTATING.has(endpoint.method)) chain.push(sizeLimit(endpoint));

    const relative = endpoint.path.slice(this.prefix.length) || '/';
    this.router.on(endpoint.method, relative, every(...chain), async (c) => {
      const input = {
        body: endpoint.body ? validate(endpoint.body, await readJson(c)) : undefined,
        query: endpoint.query ? validate(endpoint.query, c.req.query()) : undefined,
      } as Input<E>;
      const reply = await handler(c, input);
      if ('json' in reply) {
        return c.body(reply.json, reply.status ?? 200, { 'Content-Type': 'application/json' });
      }
      return c.json(reply.body as object, reply.status ?? 200);
    });
    return this;
  }
}

/** Bodies over the limit but under this size are read to the end and dropped before answering. */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * Reads what is left of a refused body without keeping it, so the client (which is still
 * sending) receives the answer on a clean connection. Bounded: past DRAIN_LIMIT_BYTES it stops.
 */
async function drain(body: ReadableStream<Uint8Array> | null): Promise<boolean> {
  if (!body || body.locked) return false;
  const reader = body.getReader();
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return true;
    total += value.byteLength;
    if (total > DRAIN_LIMIT_BYTES) {
      await reader.cancel();
      return false;
    }
  }
}

/**
 * JSON bodies are capped at 100 KB, uploads at 10 MB plus the multipart envelope (413), checked
 * from Content-Length before anything is read, or while streaming when there is none. Nothing of
 * a refused body is kept in memory; a moderately oversized one is drained so the client reads the
 * answer, a huge one gets the answer and the connection closed.
 */
function sizeLimit(endpoint: Endpoint): MiddlewareHandler<AppEnv> {
  const message = endpoint.multipart ? WORKBOOK_REFUSALS.too_large.message : messages.bodyTooLarge;
  return bodyLimit({
    maxSize: endpoint.multipart ? MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES : MAX_JSON_BYTES,
    onError: async (c) => {
      const declared = Number(c.req.header('Content-Length') ?? NaN);
      const drainable = !(declared > DRAIN_LIMIT_BYTES);
      if (!drainable || !(await drain(c.req.raw.body).catch(() => false))) {
        c.header('Connection', 'close');
      }
      return c.json({ message }, 413);
    },
  });
}
