import type { Role } from '@risema/finance-core/contract';

/**
 * The paths of the app's pages (docs/product.md §2). The route table (app/routes.ts) loads the
 * pages; the screens link and redirect through these names, so no screen imports the route table
 * that imports it.
 */
export const PATHS = {
  login: '/login',
  changePassword: '/change-password',
  adminHome: '/admin',
  licenses: '/admin/licenses',
  accountants: '/admin/accountants',
  adminCompanies: '/admin/companies',
  accountantHome: '/accountant',
  companies: '/companies',
  managerHome: '/manager',
  company: '/company/:id',
  companyReport: '/company/:id/relatorio',
} as const;

/** The login screen's path. */
export const LOGIN_PATH = PATHS.login;

/** The screen a user whose password was set by someone else must pass first. */
export const CHANGE_PASSWORD_PATH = PATHS.changePassword;

/** Where each role lands after sign-in and on `/` (its dashboard). */
export const HOME_PATHS: Readonly<Record<Role, string>> = {
  admin: PATHS.adminHome,
  accountant: PATHS.accountantHome,
  // A manager's dashboard is their company's page, where /manager leads.
  manager: PATHS.managerHome,
};

/** The landing path of a role; signed-out visitors (no role) land on the login screen. */
export function homePathFor(role: Role | null | undefined): string {
  return role ? HOME_PATHS[role] : LOGIN_PATH;
}

/** A company's analysis view. */
export function companyPath(companyId: string): string {
  return PATHS.company.replace(':id', encodeURIComponent(companyId));
}

/** The management report of a company's period (`AAAA-MM`). */
export function companyReportPath(companyId: string, period: string): string {
  const path = PATHS.companyReport.replace(':id', encodeURIComponent(companyId));
  return `${path}?period=${encodeURIComponent(period)}`;
}
