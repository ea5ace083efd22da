import { endpoints } from '@risema/finance-core/contract';
import { Hono } from 'hono';
import type { Caller, AppEnv, AppServices } from '../context';
import { callerOf } from '../context';
import { ResourceRouter } from './define';
import { syncPageJson } from '../http/sync-page-json';

/**
 * The sync cursor: the user it was issued to, their visibility epoch then, and the sequence value
 * it reached. Opaque to clients.
 */
export function formatCursor(caller: Caller, seq: number): string {
  return `v1.${caller.user.id}.${caller.visibilityEpoch}.${seq}`;
}

/**
 * The sequence value to continue from, or null when the client must start over: no cursor, a
 * malformed one, another user's, or one from before the user's visibility changed.
 */
export function cursorPosition(cursor: string | undefined, caller: Caller): number | null {
  if (!cursor) return null;
  const match = /^v1\.([0-9a-f-]{36})\.(\d{1,15})\.(\d{1,15})$/.exec(cursor);
  if (!match || match[1] !== caller.user.id || Number(match[2]) !== caller.visibilityEpoch) {
    return null;
  }
  return Number(match[3]);
}

/** `GET /api/sync`: every change the caller may see after their cursor. */
export function syncRoutes(services: AppServices) {
  const { sync } = services.repositories;
  return new ResourceRouter('/api/sync', new Hono<AppEnv>(), services).handle(
    endpoints.sync,
    async (c, { query }) => {
      const caller = callerOf(c);
      const position = cursorPosition(query.since, caller);
      const reset = position === null;
      const page = await sync.changesSince(
        { role: caller.user.role, userId: caller.user.id },
        position ?? 0,
        !reset,
      );
      return {
        json: syncPageJson({
          cursor: formatCursor(caller, page.upTo),
          reset,
          hasMore: page.hasMore,
          changes: page.changes,
          deletions: page.deletions,
        }),
      };
    },
  );
}
