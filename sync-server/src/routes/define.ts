import type { Endpoint } from '@risema/finance-core/contract';
import { MAX_UPLOAD_BYTES, messages } from '@risema/finance-core/contract';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { every } from 'hono/combine';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { AppEnv, AppServices } from '../context';
import { serverMessages } from '../server-messages';
import { authenticate, requireRoles } from '../middleware/authenticate';
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

/** What a handler answers: a body of the endpoint's response shape, 200 unless told. */
export interface Reply<E extends Endpoint> {
  status?: ContentfulStatusCode;
  body: z.input<E['response']>;
}

export type Handler<E extends Endpoint> = (
  c: Context<AppEnv>,
  input: Input<E>,
) => Reply<E> | Promise<Reply<E>>;

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
      return c.json(reply.body as object, reply.status ?? 200);
    });
    return this;
  }
}

/**
 * JSON bodies are capped at 100 KB, uploads at 10 MB plus the multipart envelope (413). The
 * refusal comes before the body is read, so the connection is closed rather than reused with an
 * unread body on it.
 */
function sizeLimit(endpoint: Endpoint): MiddlewareHandler<AppEnv> {
  const message = endpoint.multipart ? serverMessages.fileTooLarge : messages.bodyTooLarge;
  return bodyLimit({
    maxSize: endpoint.multipart ? MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES : MAX_JSON_BYTES,
    onError: (c) => {
      c.header('Connection', 'close');
      return c.json({ message }, 413);
    },
  });
}
