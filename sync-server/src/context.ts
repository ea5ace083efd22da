import type { User } from '@risema/finance-core/contract';
import type { Context } from 'hono';
import type { Repositories } from './repositories';

/** The signed-in caller of a request. */
export interface Caller {
  user: User;
  /** Changes when what the user may see changes in a way deletions cannot express. */
  visibilityEpoch: number;
  tokenHash: string;
}

/** Hono environment of the app: what middleware hands to the routes. */
export interface AppEnv {
  Variables: {
    caller: Caller;
  };
}

/** What the routes need from the outside world. */
export interface AppServices {
  repositories: Repositories;
  /** One line per request and per unexpected error; never bodies, tokens or passwords. */
  log: (line: string) => void;
}

/** The signed-in caller; only for routes behind `authenticate`. */
export function callerOf(c: Context<AppEnv>): Caller {
  const caller = c.get('caller') as Caller | undefined;
  if (!caller) throw new Error('route reached without authentication');
  return caller;
}
