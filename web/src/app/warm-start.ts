import type { Role } from '@risema/finance-core/contract';
import { DB_NAME } from '../data/db-name';
import type { CoreServices } from '../data/service-types';
import { warmDatabase } from '../data/warm-database';
import type { startFirstReads } from './first-reads';
import { loadFrameCode } from './frame-code';
import { guardedRouteAt } from './guarded-route';
import { homePathFor } from './paths';
import type { AppRoute } from './routes';
import { START_MARKS } from '../data/start-marks';

export { START_MARKS, markOnce } from '../data/start-marks';

/** What a warm start loads; tests replace the code loaders. */
export interface WarmStartCode {
  routes?: readonly AppRoute[];
  loadFrame?: () => Promise<unknown>;
  loadDataCode?: () => Promise<unknown>;
  loadFirstReads?: () => Promise<{ startFirstReads: typeof startFirstReads }>;
}

/**
 * For a signed-in user opening the app (a reload, a link, the home screen icon): starts at once
 * and side by side what the first screen would otherwise wait for one after another — the
 * signed-in frame's code, the page's code, the data layer's code (all from the page's first
 * script, before the core services and the contract's schemas have loaded) and, once the core
 * services are there with a session, the local database's opening and the page's first reads
 * of it (first-reads.ts). The router, the frame and the page then find them ready or under way;
 * nothing waits for the network.
 *
 * `role` is the stored user's role as first read (stores/auth-keys.ts `storedRole`): it only
 * picks the page's code at `/`; the core services' session decides everything else.
 */
export function warmStart(
  role: Role | undefined,
  pathname: string,
  core: Promise<CoreServices>,
  code: WarmStartCode = {},
): void {
  performance.mark(START_MARKS.main);
  if (!role) return;
  void warmDatabase(DB_NAME, globalThis.indexedDB);
  const fail = (error: unknown) => console.error('Warm start failed', error);
  (code.loadFrame ?? loadFrameCode)()
    .then(() => performance.mark(START_MARKS.frameCode))
    .catch(fail);
  const path = pathname === '/' ? homePathFor(role) : pathname;
  guardedRouteAt(path, code.routes)
    ?.load()
    .then(() => performance.mark(START_MARKS.routeCode))
    .catch(fail);
  // The same module the core services' loadData imports: fetched and evaluated now.
  const dataCode = (code.loadDataCode ?? (() => import('../data/services')))();
  const firstReads = (code.loadFirstReads ?? (() => import('./first-reads')))();
  Promise.all([core, dataCode, firstReads])
    .then(async ([services, , reads]) => {
      const session = services.auth.getState().session;
      if (!session) return;
      const data = await services.loadData();
      performance.mark(START_MARKS.dataCode);
      // Issued before the opening: Dexie runs them as soon as the database is open.
      reads.startFirstReads(data.db, session.user, path).catch(fail);
      await data.db.open();
      performance.mark(START_MARKS.dbOpen);
    })
    .catch(fail);
}
