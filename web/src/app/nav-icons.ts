import type { LucideIcon } from 'lucide-react';
import { Building2, KeyRound, LayoutDashboard, Users } from 'lucide-react';
import type { NavIcon } from './routes';

/** The icon component of each menu icon name of the route table. */
export const NAV_ICONS: Readonly<Record<NavIcon, LucideIcon>> = {
  dashboard: LayoutDashboard,
  licenses: KeyRound,
  accountants: Users,
  companies: Building2,
};
