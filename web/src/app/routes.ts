import type { Role } from '@risema/finance-core/contract';
import type { ComponentType } from 'react';
import { PATHS } from './paths';

/**
 * The icon of a menu entry, by name: the icons themselves (app/nav-icons.ts) load with the
 * signed-in frame, so /login does not carry them.
 */
export type NavIcon = 'dashboard' | 'licenses' | 'accountants' | 'companies';

/** A route module: its default export is the page (loaded when first opened). */
export type RouteModule = () => Promise<{ default: ComponentType }>;

/** How a route shows in the navigation. */
export interface RouteNav {
  label: string;
  icon: NavIcon;
  /** The roles whose menu lists it (default: every role of the route). */
  for?: readonly Role[];
  /** Other path prefixes under which this entry is the current one. */
  alsoCurrentUnder?: readonly string[];
}

/** One page of the app: the single place its path, roles, code and menu entry are declared. */
export interface AppRoute {
  path: string;
  /** Who may open it; `null` for the public pages (login, not found). */
  roles: readonly Role[] | null;
  load: RouteModule;
  nav?: RouteNav;
  /**
   * Open to a user who must still change their password (every other guarded page sends them to
   * the password change first).
   */
  beforePasswordChange?: boolean;
}

const companies: RouteModule = () => import('../features/companies/companies-route');
// One import of the company view's module for its two routes (one list of its chunks to carry).
const companyModule = () => import('../features/company/company-route');

/**
 * The routes of docs/product.md §2. The router and the menu of each role (in this order) are
 * derived from this table; the paths and each role's home are in app/paths.ts.
 */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: PATHS.login, roles: null, load: () => import('../features/login/login-route') },
  {
    path: PATHS.changePassword,
    roles: ['admin', 'accountant', 'manager'],
    beforePasswordChange: true,
    load: () => import('../features/password/change-password-route'),
  },
  {
    path: PATHS.adminHome,
    roles: ['admin'],
    nav: { label: 'Dashboard', icon: 'dashboard' },
    load: () => import('../features/admin/admin-dashboard-route'),
  },
  {
    path: PATHS.licenses,
    roles: ['admin'],
    nav: { label: 'Licenças', icon: 'licenses' },
    load: () => import('../features/admin/licenses-route'),
  },
  {
    path: PATHS.accountants,
    roles: ['admin'],
    nav: { label: 'Contabilistas', icon: 'accountants' },
    load: () => import('../features/admin/accountants-route'),
  },
  {
    path: PATHS.accountantHome,
    roles: ['accountant'],
    nav: { label: 'Dashboard', icon: 'dashboard' },
    load: () => import('../features/accountant/accountant-dashboard-route'),
  },
  {
    path: PATHS.adminCompanies,
    roles: ['admin', 'accountant'],
    nav: { label: 'Empresas', icon: 'companies', for: ['admin'] },
    load: companies,
  },
  {
    path: PATHS.companies,
    roles: ['admin', 'accountant'],
    nav: { label: 'Empresas', icon: 'companies', for: ['accountant'] },
    load: companies,
  },
  {
    // A manager's dashboard is their company's page, where /manager leads.
    path: PATHS.managerHome,
    roles: ['manager'],
    nav: { label: 'Dashboard', icon: 'dashboard', alsoCurrentUnder: ['/company/'] },
    load: () => import('../features/manager/manager-route'),
  },
  {
    path: PATHS.company,
    roles: ['accountant', 'manager'],
    load: companyModule,
  },
  {
    // The management report of a period (`?period=AAAA-MM`), made for printing. Loaded through
    // the company view's module (the report itself loads from there when opened), so the route
    // table every screen carries gains no module list of its own.
    path: PATHS.companyReport,
    roles: ['accountant', 'manager'],
    load: async () => ({ default: (await companyModule()).ReportRoute }),
  },
  { path: '*', roles: null, load: () => import('../features/not-found/not-found-route') },
];

/** One entry of the navigation area. */
export interface NavEntry {
  label: string;
  to: string;
  icon: NavIcon;
  alsoCurrentUnder?: readonly string[];
}

/** The menu entries of a role (docs/product.md §2), in the table's order. */
export function navEntriesFor(role: Role, routes: readonly AppRoute[] = APP_ROUTES): NavEntry[] {
  return routes.flatMap((route) => {
    const nav = route.nav;
    if (!nav || !(nav.for ?? route.roles ?? []).includes(role)) return [];
    const entry: NavEntry = { label: nav.label, to: route.path, icon: nav.icon };
    if (nav.alsoCurrentUnder) entry.alsoCurrentUnder = nav.alsoCurrentUnder;
    return [entry];
  });
}
