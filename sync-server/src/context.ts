import type { TrustedProxies } from './http/request-origin';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { ReaderPool } from './readers/reader-pool';
import type { Repositories, SessionUser } from './repositories';

/** The signed-in caller of a request: the user behind the session and the session's token hash. */
export type Caller = SessionUser;

/** Hono environment of the app: what middleware hands to the routes. */
export interface AppEnv {
  /** Node's request and response, when served by @hono/node-server (not in `app.request()`). */
  Bindings: Partial<HttpBindings>;
  Variables: {
    caller: Caller;
    /**
     * Fields of the answer shown once and never kept for an idempotent replay (a manager's
     * activation code: only its hash is stored anywhere).
     */
    unkeptFields?: readonly string[];
  };
}

/** What the routes need from the outside world. */
export interface AppServices {
  repositories: Repositories;
  /** One line per request and per unexpected error; never bodies, tokens or passwords. */
  log: (line: string) => void;
  /** finance-core's readers, in worker threads off the event loop. */
  readers: ReaderPool;
  /** Whose X-Forwarded-For/Proto are believed (TRUST_PROXY). */
  trustedProxies: TrustedProxies;
}

/** The signed-in caller; only for routes behind `authorize`. */
export function callerOf(c: Context<AppEnv>): Caller {
  const caller = c.get('caller') as Caller | undefined;
  if (!caller) throw new Error('route reached without authentication');
  return caller;
}
