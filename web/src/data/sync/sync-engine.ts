import type { SyncResponse } from '@risema/finance-core/contract';
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import type { AuthStore, Session } from '../../stores/auth-store';
import type { ApiClient } from '../api-client';
import { ApiError } from '../api-error';
import type { RisemaDb } from '../db';
import { clearCachedData, forgetPeriodFigures } from '../db';
import { outboxEntriesOf } from './outbox';
import { applyOutboxEntryLocally } from './operations';
import type { ReplayResult } from './replay-outbox';
import { replayOutbox } from './replay-outbox';

/** What the layout shows about synchronisation. */
export interface SyncStatus {
  running: boolean;
  /** False after a call got no answer, until one does. */
  reachable: boolean;
  /** The last failure that was not a network one (e.g. a 500), in Portuguese. */
  lastError: string | null;
}

export interface SyncOutcome {
  /** False when there was no session, or the session changed during the round. */
  ran: boolean;
  replay: ReplayResult | null;
  /** Pages of `/api/sync` applied. */
  pages: number;
  error: ApiError | null;
}

export interface SyncEngine {
  /** Pushes the outbox, then pulls changes. Calls during a round are merged into one more round. */
  sync(): Promise<SyncOutcome>;
  readonly status: StoreApi<SyncStatus>;
}

/** Bound on pages per round, so a server bug cannot keep a client looping. */
const MAX_PAGES_PER_ROUND = 500;

class SessionChanged extends Error {}

/**
 * The sync engine (docs/design.md §6): one round sends the signed-in user's outbox, then asks
 * `GET /api/sync` with the stored cursor until `hasMore` is false, applying each page in one
 * transaction. Nothing is written for a session that has ended meanwhile, and nothing is asked
 * while the user must still change their password.
 */
export function createSyncEngine(deps: {
  db: RisemaDb;
  api: ApiClient;
  auth: AuthStore;
}): SyncEngine {
  const { db, api, auth } = deps;
  const status = createStore<SyncStatus>()(() => ({
    running: false,
    reachable: true,
    lastError: null,
  }));
  let current: Promise<SyncOutcome> | null = null;
  let next: Promise<SyncOutcome> | null = null;

  async function round(): Promise<SyncOutcome> {
    const session = auth.getState().session;
    const outcome: SyncOutcome = { ran: false, replay: null, pages: 0, error: null };
    // Until a password set by someone else is changed the server opens nothing but the change
    // itself: no call (it would only be refused), nothing to report.
    if (!session || session.user.mustChangePassword) return outcome;
    const isCurrent = () => auth.getState().session?.token === session.token;
    status.setState({ running: true });
    try {
      await claimCache(db, session.user.id);
      outcome.replay = await replayOutbox({
        db,
        api,
        token: session.token,
        user: session.user,
        isCurrent,
      });
      const stop = outcome.replay.stoppedBy;
      if (stop?.kind === 'network') throw stop;
      // The server answered the replay: say so now, not only after the pull.
      if (!status.getState().reachable) status.setState({ reachable: true });
      outcome.pages = await pull(session, isCurrent);
      outcome.ran = isCurrent();
      status.setState({ reachable: true, lastError: stop ? stop.message : null });
    } catch (error) {
      if (error instanceof SessionChanged) return outcome;
      const failure = error instanceof ApiError ? error : null;
      outcome.error = failure;
      if (failure?.kind === 'network') status.setState({ reachable: false });
      else {
        if (!failure) console.error('Sync failed unexpectedly', error);
        status.setState({
          reachable: true,
          lastError: failure?.message ?? 'Erro inesperado na sincronização',
        });
      }
    } finally {
      status.setState({ running: false });
    }
    return outcome;
  }

  async function pull(session: Session, isCurrent: () => boolean): Promise<number> {
    const userId = session.user.id;
    let cursor = (await db.syncState.get(userId))?.cursor ?? null;
    for (let page = 1; page <= MAX_PAGES_PER_ROUND; page++) {
      const answer = await api.request('sync', {
        query: cursor === null ? {} : { since: cursor },
        token: session.token,
      });
      await apply(answer, session, isCurrent);
      cursor = answer.cursor;
      if (!answer.hasMore) return page;
    }
    return MAX_PAGES_PER_ROUND;
  }

  async function apply(answer: SyncResponse, session: Session, isCurrent: () => boolean) {
    const tables = [...db.cacheTables, db.outbox];
    await db.transaction('rw', tables, async () => {
      if (!isCurrent()) throw new SessionChanged();
      if (answer.reset) {
        await Promise.all([
          db.users.clear(),
          db.licenses.clear(),
          db.companies.clear(),
          db.periods.clear(),
          db.periodFigures.clear(),
        ]);
      }
      const { changes, deletions } = answer;
      await db.users.bulkDelete(deletions.users);
      await db.licenses.bulkDelete(deletions.licenses);
      await db.companies.bulkDelete(deletions.companies);
      await db.periods.bulkDelete(deletions.periods);
      await forgetPeriodFigures(db, [
        ...deletions.periods,
        ...changes.periods.map((period) => period.id),
      ]);
      await db.users.bulkPut(changes.users);
      await db.licenses.bulkPut(changes.licenses);
      await db.companies.bulkPut(changes.companies);
      await db.periods.bulkPut(changes.periods);
      const previous = await db.syncState.get(session.user.id);
      await db.syncState.put({
        userId: session.user.id,
        cursor: answer.cursor,
        lastSyncedAt: answer.hasMore ? (previous?.lastSyncedAt ?? null) : new Date().toISOString(),
      });
      // Changes still waiting for the server stay visible over what the server sent.
      for (const entry of await outboxEntriesOf(db, session.user.id)) {
        await applyOutboxEntryLocally(db, entry, session.user);
      }
    });
    // The stored user follows the server (a new licence, a renamed user): authUser stays true.
    const self = answer.changes.users.find((user) => user.id === session.user.id);
    if (
      self &&
      isCurrent() &&
      JSON.stringify(self) !== JSON.stringify(auth.getState().session?.user)
    ) {
      auth.getState().signIn({ token: session.token, user: self });
    }
  }

  function sync(): Promise<SyncOutcome> {
    if (!current) {
      current = round().finally(() => {
        current = null;
      });
      return current;
    }
    next ??= current.then(() => {
      next = null;
      return sync();
    });
    return next;
  }

  return { sync, status };
}

/**
 * The cache holds one user's data: if it belongs to someone else (a session restored after a
 * crash mid sign-in, say), it is cleared before this user's round.
 */
async function claimCache(db: RisemaDb, userId: string): Promise<void> {
  const owners = await db.syncState.toCollection().primaryKeys();
  if (owners.some((owner) => owner !== userId)) await clearCachedData(db);
}
