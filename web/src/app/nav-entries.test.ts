import { describe, expect, it } from 'vitest';
import { currentNavEntry } from './nav-entries';
import { routeAccess } from './route-access';
import { companyPath, companyReportPath, homePathFor } from './paths';
import { APP_ROUTES, navEntriesFor } from './routes';

describe('navigation by role', () => {
  it('lists the entries of docs/product.md §2 for each role', () => {
    const labels = (role: 'admin' | 'accountant' | 'manager') =>
      navEntriesFor(role).map((entry) => `${entry.label} ${entry.to}`);
    expect(labels('admin')).toEqual([
      'Dashboard /admin',
      'Licenças /admin/licenses',
      'Contabilistas /admin/accountants',
      'Empresas /admin/companies',
    ]);
    expect(labels('accountant')).toEqual(['Dashboard /accountant', 'Empresas /companies']);
    expect(labels('manager')).toEqual(['Dashboard /manager']);
  });

  it.each([
    ['admin', '/admin', 'Dashboard'],
    ['admin', '/admin/', 'Dashboard'],
    ['admin', '/admin/licenses', 'Licenças'],
    ['admin', '/admin/companies', 'Empresas'],
    ['accountant', '/companies', 'Empresas'],
    ['accountant', '/company/3f1e', undefined],
    ['manager', '/company/3f1e', 'Dashboard'],
    ['manager', '/company/3f1e/relatorio', 'Dashboard'],
    ['admin', '/administrator', undefined],
  ] as const)('as %s, %s highlights %s', (role, path, label) => {
    expect(currentNavEntry(navEntriesFor(role), path)?.label).toBe(label);
  });
});

describe('route access and landing', () => {
  it('sends signed-out visitors to sign in, wrong roles to Acesso Negado', () => {
    expect(routeAccess(null, ['admin'])).toBe('sign-in');
    expect(routeAccess({ role: 'manager' }, ['admin', 'accountant'])).toBe('denied');
    expect(routeAccess({ role: 'accountant' }, ['admin', 'accountant'])).toBe('allowed');
  });

  it('sends a user who must change their password to that screen before any other page', () => {
    const user = { role: 'manager', mustChangePassword: true } as const;
    expect(routeAccess(user, ['manager'])).toBe('change-password');
    expect(routeAccess(user, ['manager'], { beforePasswordChange: true })).toBe('allowed');
  });

  it('lands each role on its dashboard and visitors on /login', () => {
    expect(homePathFor('admin')).toBe('/admin');
    expect(homePathFor('accountant')).toBe('/accountant');
    expect(homePathFor('manager')).toBe('/manager');
    expect(homePathFor(null)).toBe('/login');
  });

  it('derives every guarded page, menu entry and home from the one route table', () => {
    const guarded = APP_ROUTES.filter((route) => route.roles).map((route) => route.path);
    expect(guarded).toEqual(
      expect.arrayContaining(['/admin', '/accountant', '/companies', '/manager', '/company/:id']),
    );
    for (const role of ['admin', 'accountant', 'manager'] as const) {
      const paths = new Set(
        APP_ROUTES.filter((route) => route.roles?.includes(role)).map((route) => route.path),
      );
      for (const entry of navEntriesFor(role)) expect(paths.has(entry.to)).toBe(true);
      expect(paths.has(homePathFor(role))).toBe(true);
    }
  });

  it('opens the management report for accountants and managers only', () => {
    const report = APP_ROUTES.find((route) => route.path === '/company/:id/relatorio');
    expect(report?.roles).toEqual(['accountant', 'manager']);
    expect(companyPath('3f1e')).toBe('/company/3f1e');
    expect(companyReportPath('3f1e', '2025-12')).toBe('/company/3f1e/relatorio?period=2025-12');
  });
});
