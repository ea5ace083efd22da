import type { CoreServices } from '../data/service-types';
import { guardedRouteAt } from './guarded-route';
import { homePathFor } from './paths';
import type { AppRoute } from './routes';

/** The performance marks of a start (DevTools' timings, `npm run bench:web -- reload`). */
export const START_MARKS = {
  main: 'risema:main',
  frameCode: 'risema:frame-code',
  routeCode: 'risema:route-code',
  dataCode: 'risema:data-code',
  dbOpen: 'risema:db-open',
} as const;

/**
 * For a signed-in user opening the app (a reload, a link, the home screen icon): starts at once
 * and side by side what the first screen would otherwise wait for one after another — the
 * signed-in frame's code, the page's code, the data layer's code and the local database's
 * opening. The router and the frame then find them ready; nothing waits for the network.
 * `code` replaces the route table and the frame's loader (tests).
 */
export function warmStart(
  core: CoreServices,
  pathname: string,
  code: { routes?: readonly AppRoute[]; loadFrame?: () => Promise<unknown> } = {},
): void {
  performance.mark(START_MARKS.main);
  const session = core.auth.getState().session;
  if (!session) return;
  const fail = (error: unknown) => console.error('Warm start failed', error);
  (code.loadFrame ?? (() => import('./signed-in-frame')))()
    .then(() => performance.mark(START_MARKS.frameCode))
    .catch(fail);
  const path = pathname === '/' ? homePathFor(session.user.role) : pathname;
  guardedRouteAt(path, code.routes)
    ?.load()
    .then(() => performance.mark(START_MARKS.routeCode))
    .catch(fail);
  core
    .loadData()
    .then(async (data) => {
      performance.mark(START_MARKS.dataCode);
      await data.db.open();
      performance.mark(START_MARKS.dbOpen);
    })
    .catch(fail);
}
