import type { Role } from '@risema/finance-core/contract';

/** What a guarded route shows: the page, the login screen, or `Acesso Negado`. */
export type RouteAccess = 'allowed' | 'sign-in' | 'denied';

/** A role check passes when the user's role is one of the route's (SPEC.md §6). */
export function routeAccess(role: Role | null | undefined, allowed: readonly Role[]): RouteAccess {
  if (!role) return 'sign-in';
  return allowed.includes(role) ? 'allowed' : 'denied';
}
