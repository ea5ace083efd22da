import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { guardedRouteAt, matchesRoute } from './guarded-route';
import { APP_ROUTES } from './routes';

const PATHS = [
  '/',
  '/login',
  '/login/',
  '/LOGIN',
  '/admin',
  '/admin/',
  '/admin/licenses',
  '/admin/licenses/x',
  '/admin/companies',
  '/companies',
  '/accountant',
  '/manager',
  '/company',
  '/company/',
  '/company/abc-123',
  '/company/abc-123/',
  '/company/abc-123/relatorio',
  '/company/abc-123/outra',
  '/change-password',
  '/nao/existe',
];

describe('matchesRoute', () => {
  it("answers as the router's matchPath for every path of the route table", () => {
    for (const route of APP_ROUTES) {
      if (route.path === '*') continue;
      for (const path of PATHS) {
        expect(matchesRoute(route.path, path), `${route.path} ~ ${path}`).toBe(
          matchPath(route.path, path) !== null,
        );
      }
    }
  });

  it('finds the guarded page at a path, and none for public ones', () => {
    expect(guardedRouteAt('/company/abc-123')?.path).toBe('/company/:id');
    expect(guardedRouteAt('/company/abc-123/relatorio')?.path).toBe('/company/:id/relatorio');
    expect(guardedRouteAt('/admin/licenses')?.roles).toEqual(['admin']);
    expect(guardedRouteAt('/login')).toBeUndefined();
    expect(guardedRouteAt('/nao/existe')).toBeUndefined();
  });
});
