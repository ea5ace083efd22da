import type { Endpoint } from '@risema/finance-core/contract';
import { MAX_UPLOAD_BYTES, endpoints, messages } from '@risema/finance-core/contract';
import { WORKBOOK_REFUSALS } from '@risema/finance-core/reader';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import type { AppEnv, AppServices } from '../context';
import { acceptsGzip } from '../http/accept-encoding';
import type { Reply } from '../http/reply';
import { respond } from '../http/reply';
import { requestHeader } from '../http/request-header';
import { authorize } from '../middleware/authorize';
import { idempotency } from '../middleware/idempotency';
import { MAX_JSON_BYTES, readJson, validate } from '../middleware/validation';

/** Room for the multipart envelope around a workbook of the largest size accepted. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: the validated body and query of its endpoint. */
export interface Input<E extends Endpoint, A = never> {
  body: Out<E['body']>;
  query: Out<E['query']>;
  /** The request is a GET whose client accepts gzip: a `gzip` reply may be answered. */
  acceptsGzip: boolean;
  /** What `HandleOptions.readAlongside` read, when it read anything. */
  alongside: A | undefined;
}

export type Handler<E extends Endpoint, A = never> = (
  c: Context<AppEnv>,
  input: Input<E, A>,
) => Reply<E['response']> | Promise<Reply<E['response']>>;

/** A request's query parameters as sent (the last of a repeated name), before validation. */
export type RawQuery = Record<string, string>;

export type { Reply } from '../http/reply';

/** How an endpoint is served beyond its contract entry. */
export interface HandleOptions<A = never> {
  /**
   * A read behind a session only: run before the access step, reads what the handler will need
   * together with what the read caches' version reads from the store, in one statement, where
   * it reads anything (`PeriodRepository.answerWithVersion`), and answers it; undefined when it
   * read nothing. When it read, the session lookup reads nothing more; the handler gets what it
   * read as `alongside`, and nothing of it reaches the caller unless the access step and the
   * handler's own checks pass. `query`: the request's query parameters as sent, unvalidated.
   */
  readAlongside?: (c: Context<AppEnv>, query: RawQuery) => Promise<A | undefined>;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What a user who must change their password may still call: who they are, leave, change it. */
const OPEN_BEFORE_PASSWORD_CHANGE: ReadonlySet<Endpoint> = new Set<Endpoint>([
  endpoints.me,
  endpoints.logout,
  endpoints.logoutAll,
  endpoints.changePassword,
]);

/**
 * A router for the endpoints under one path prefix. Each endpoint is registered from the
 * contract's table, so its path, roles and schemas are never restated: the access check
 * (session and role), idempotent replay of mutations, the body size cap and validation all come
 * from its entry.
 */
export class ResourceRouter {
  constructor(
    readonly prefix: string,
    readonly router: Hono<AppEnv>,
    private readonly services: AppServices,
  ) {}

  handle<E extends Endpoint, A = never>(
    endpoint: E,
    handler: Handler<E, A>,
    options: HandleOptions<A> = {},
  ): this {
    if (!endpoint.path.startsWith(this.prefix)) {
      throw new Error(`${endpoint.path} is not under ${this.prefix}`);
    }
    const negotiated = endpoint.method === 'GET';
    // The query is parsed from the URL once per request (Hono parses it again on every call).
    const run = async (c: Context<AppEnv>, query?: RawQuery, alongside?: A) => {
      const gzipAccepted = negotiated && acceptsGzip(requestHeader(c, 'accept-encoding'));
      const input = {
        body: endpoint.body ? validate(endpoint.body, await readJson(c)) : undefined,
        query: endpoint.query ? validate(endpoint.query, query ?? c.req.query()) : undefined,
        acceptsGzip: gzipAccepted,
        alongside,
      } as Input<E, A>;
      return respond(await handler(c, input), negotiated, gzipAccepted);
    };

    const guard =
      endpoint.roles === 'public'
        ? null
        : authorize(this.services, endpoint.roles, OPEN_BEFORE_PASSWORD_CHANGE.has(endpoint));
    const middleware: MiddlewareHandler<AppEnv>[] = [];
    // The size check first: the idempotency step reads the body.
    if (MUTATING.has(endpoint.method)) middleware.push(sizeLimit(endpoint));
    if (MUTATING.has(endpoint.method) && guard) middleware.push(idempotency(this.services));

    const relative = endpoint.path.slice(this.prefix.length) || '/';
    if (guard && middleware.length === 0) {
      // Reads: the access step runs inside the handler, with no middleware chain around it.
      const { readAlongside } = options;
      this.router.on(endpoint.method, relative, async (c) => {
        // Only for a request that brings a session: one without is refused with no query.
        if (!readAlongside || requestHeader(c, 'authorization') === undefined) {
          await guard(c);
          return run(c);
        }
        const query = c.req.query();
        const alongside = await readAlongside(c, query);
        await guard(c, alongside !== undefined);
        return run(c, query, alongside);
      });
    } else {
      const access: MiddlewareHandler<AppEnv>[] = guard
        ? [
            async (c, next) => {
              await guard(c);
              await next();
            },
          ]
        : [];
      const steps: MiddlewareHandler<AppEnv>[] = [...access, ...middleware, (c) => run(c)];
      this.router.on(
        endpoint.method,
        relative,
        ...(steps as [MiddlewareHandler<AppEnv>, ...MiddlewareHandler<AppEnv>[]]),
      );
    }
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

/** The 413 message of an upload: the limit in MB, as the workbook reader words it. */
function tooLargeMessage(maxFileBytes: number | undefined): string {
  return maxFileBytes === undefined
    ? WORKBOOK_REFUSALS.too_large.message
    : `Ficheiro demasiado grande (máximo: ${Math.round(maxFileBytes / (1024 * 1024))}MB)`;
}

/**
 * JSON bodies are capped at 100 KB, uploads at their endpoint's file size (a workbook 10 MB, a
 * SAF-T 100 MB) plus the multipart envelope (413), checked
 * from Content-Length before anything is read, or while streaming when there is none. Nothing of
 * a refused body is kept in memory; a moderately oversized one is drained so the client reads the
 * answer, a huge one gets the answer and the connection closed.
 */
function sizeLimit(endpoint: Endpoint): MiddlewareHandler<AppEnv> {
  const message = endpoint.multipart
    ? tooLargeMessage(endpoint.maxFileBytes)
    : messages.bodyTooLarge;
  const maxSize = endpoint.multipart
    ? (endpoint.maxFileBytes ?? MAX_UPLOAD_BYTES) + MULTIPART_OVERHEAD_BYTES
    : MAX_JSON_BYTES;
  const refuse = async (c: Context<AppEnv>) => {
    const declared = Number(c.req.header('Content-Length') ?? NaN);
    const drainable = !(declared > DRAIN_LIMIT_BYTES);
    if (!drainable || !(await drain(c.req.raw.body).catch(() => false))) {
      c.header('Connection', 'close');
    }
    return c.json({ message }, 413);
  };
  const whileStreaming = bodyLimit({ maxSize, onError: refuse });
  return async (c, next) => {
    // A declared length (Node has checked it is one number) decides before anything is read,
    // without building the Fetch request and body stream Hono's middleware would first ask for.
    const length = requestHeader(c, 'content-length');
    if (length !== undefined && requestHeader(c, 'transfer-encoding') === undefined) {
      if (Number(length) > maxSize) return refuse(c);
      await next();
      return;
    }
    return whileStreaming(c, next);
  };
}
