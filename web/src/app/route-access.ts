import type { Role } from '@risema/finance-core/contract';

/** What a guarded route shows: the page, the login screen, the password change or `Acesso Negado`. */
export type RouteAccess = 'allowed' | 'sign-in' | 'change-password' | 'denied';

/** The part of the signed-in user a route guard looks at. */
export interface GuardedUser {
  role: Role;
  /** Set when the password was set by someone else (a NIF, an admin, a reset). */
  mustChangePassword?: boolean;
}

/**
 * A role check passes when the user's role is one of the route's (docs/product.md §6); before that, a
 * user who must change their password may open only the pages marked for it.
 */
export function routeAccess(
  user: GuardedUser | null | undefined,
  allowed: readonly Role[],
  options: { beforePasswordChange?: boolean } = {},
): RouteAccess {
  if (!user) return 'sign-in';
  if (user.mustChangePassword && !options.beforePasswordChange) return 'change-password';
  return allowed.includes(user.role) ? 'allowed' : 'denied';
}
