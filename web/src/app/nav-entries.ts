import type { Role } from '@risema/finance-core/contract';
import type { LucideIcon } from 'lucide-react';
import { Building2, KeyRound, LayoutDashboard, Users } from 'lucide-react';

/** One entry of the navigation area. */
export interface NavEntry {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Other path prefixes under which this entry is the current one. */
  alsoCurrentUnder?: readonly string[];
}

const ENTRIES: Readonly<Record<Role, readonly NavEntry[]>> = {
  admin: [
    { label: 'Dashboard', to: '/admin', icon: LayoutDashboard },
    { label: 'Licenças', to: '/admin/licenses', icon: KeyRound },
    { label: 'Contabilistas', to: '/admin/accountants', icon: Users },
    { label: 'Empresas', to: '/admin/companies', icon: Building2 },
  ],
  accountant: [
    { label: 'Dashboard', to: '/accountant', icon: LayoutDashboard },
    { label: 'Empresas', to: '/companies', icon: Building2 },
  ],
  // A manager's dashboard is their company's page, where /manager leads.
  manager: [
    { label: 'Dashboard', to: '/manager', icon: LayoutDashboard, alsoCurrentUnder: ['/company/'] },
  ],
};

/** The menu entries of a role (SPEC.md §2). */
export function navEntriesFor(role: Role): readonly NavEntry[] {
  return ENTRIES[role];
}

/**
 * The entry that is current at `pathname`: the one whose path is the longest prefix of it (so
 * `/admin/licenses` highlights Licenças, not Dashboard), or one that claims the path.
 */
export function currentNavEntry(
  entries: readonly NavEntry[],
  pathname: string,
): NavEntry | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const byPrefix = entries
    .filter((entry) => path === entry.to || path.startsWith(`${entry.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0];
  return (
    byPrefix ??
    entries.find((entry) => entry.alsoCurrentUnder?.some((prefix) => path.startsWith(prefix)))
  );
}
