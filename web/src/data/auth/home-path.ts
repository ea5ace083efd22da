import type { Role } from '@risema/finance-core/contract';

/** Where each role lands after sign-in and on `/` (SPEC.md §2). */
export const ROLE_HOME: Readonly<Record<Role, string>> = {
  admin: '/admin',
  accountant: '/accountant',
  manager: '/manager',
};

/** The login screen's path. */
export const LOGIN_PATH = '/login';

/** The landing path of a role; signed-out visitors (no role) land on the login screen. */
export function homePathFor(role: Role | null | undefined): string {
  return role ? ROLE_HOME[role] : LOGIN_PATH;
}
