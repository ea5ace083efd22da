import type { AppRoute } from './routes';
import { APP_ROUTES } from './routes';

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * Whether `path` is an address of the route table's `pattern` (static segments and `:params`, as
 * the router matches them: case-insensitive, a trailing slash allowed). Written out rather than
 * the router's `matchPath` so that the first screen does not carry the router
 * (guarded-route.test.ts holds it to the router's answers).
 */
export function matchesRoute(pattern: string, path: string): boolean {
  const wanted = segments(pattern);
  const given = segments(path);
  return (
    wanted.length === given.length &&
    wanted.every((segment, index) =>
      segment.startsWith(':') ? true : segment.toLowerCase() === given[index]?.toLowerCase(),
    )
  );
}

/** The page of the route table at `path` that only signed-in users may open, if any. */
export function guardedRouteAt(
  path: string,
  routes: readonly AppRoute[] = APP_ROUTES,
): AppRoute | undefined {
  return routes.find((route) => route.roles && matchesRoute(route.path, path));
}
