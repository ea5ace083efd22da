import type { ApiClient } from '../api-client';
import type { RisemaDb } from '../db';
import type { AuthStore, Session } from '../../stores/auth-store';
import { messages } from '@risema/finance-core/contract';
import { ApiError } from '../api-error';

/** What a mutation needs: the local database, the API, the session and the network state. */
export interface ActionContext {
  db: RisemaDb;
  api: ApiClient;
  auth: AuthStore;
  /** The browser's view of the network (`navigator.onLine`); false means queue at once. */
  isOnline(): boolean;
  /** Asks the sync engine for a round (push the outbox, pull changes); does not wait. */
  requestSync(): void;
}

/** The outcome of a mutation: done by the server now, or queued in the outbox. */
export type ActionResult<T> = { status: 'done'; value: T } | { status: 'queued'; entryId: string };

/** Message of the actions that need the network (docs/design.md §6). */
export const NEEDS_NETWORK_MESSAGE =
  'Esta ação precisa de ligação à internet. Tente novamente quando estiver ligado.';

/** The current session, or an error when signed out (mutations need a user). */
export function requireSession(ctx: Pick<ActionContext, 'auth'>): Session {
  const session = ctx.auth.getState().session;
  if (!session) throw new ApiError(messages.unauthenticated, 401, 'http');
  return session;
}

/** Fails at once when offline, for the actions that cannot be queued. */
export function requireNetwork(ctx: Pick<ActionContext, 'isOnline'>): void {
  if (!ctx.isOnline()) throw new ApiError(NEEDS_NETWORK_MESSAGE, 0, 'network');
}

/** Whether the session that started an action is still the signed-in one (so its answer may be cached). */
export function isStillSignedIn(ctx: Pick<ActionContext, 'auth'>, session: Session): boolean {
  return ctx.auth.getState().session?.token === session.token;
}
