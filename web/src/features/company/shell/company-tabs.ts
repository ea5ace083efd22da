import type { Role } from '@risema/finance-core/contract';
import type { AnalysisTab } from '@risema/finance-core/views';

/** A tab of the company analysis view: its label and its mobile short label (docs/product.md §2). */
export interface CompanyTabDefinition {
  id: AnalysisTab;
  label: string;
  shortLabel: string;
}

/** Every tab, in docs/product.md §2's order. */
export const COMPANY_TABS: readonly CompanyTabDefinition[] = [
  { id: 'upload', label: 'Upload', shortLabel: 'Upload' },
  { id: 'dashboard', label: 'Dashboard', shortLabel: 'Dash' },
  { id: 'summary', label: 'Resumo', shortLabel: 'Resu' },
  // `Prov` for Proveitos follows the others' pattern (docs/product.md §2 lists it).
  { id: 'revenues', label: 'Proveitos', shortLabel: 'Prov' },
  { id: 'balance', label: 'Balanço', shortLabel: 'Balan' },
  { id: 'income', label: 'DRE', shortLabel: 'DRE' },
  { id: 'expenses', label: 'FSE', shortLabel: 'FSE' },
  { id: 'ratios', label: 'Rácios', shortLabel: 'Rácios' },
  { id: 'comparison', label: 'Comparativo', shortLabel: 'Comp' },
  { id: 'sector', label: 'Setor', shortLabel: 'Setor' },
];

/** Whether a role uploads workbooks (managers read only: no Upload tab, docs/product.md §2). */
export function canUpload(role: Role | undefined): boolean {
  return role === 'accountant';
}

/** The tabs a role sees. */
export function tabsFor(role: Role | undefined): CompanyTabDefinition[] {
  return COMPANY_TABS.filter((tab) => tab.id !== 'upload' || canUpload(role));
}

/** The tab a role opens on: managers Dashboard, others Upload (docs/product.md §2). */
export function defaultTabFor(role: Role | undefined): AnalysisTab {
  return canUpload(role) ? 'upload' : 'dashboard';
}

/** The tabs with the period selector (docs/product.md §2). */
const PERIOD_TABS: ReadonlySet<AnalysisTab> = new Set<AnalysisTab>([
  'dashboard',
  'summary',
  'revenues',
  'balance',
  'income',
  'expenses',
  'ratios',
]);

/** Whether the period selector shows: on the tabs docs/product.md lists, with more than one period. */
export function showsPeriodSelector(tab: AnalysisTab, periodCount: number): boolean {
  return periodCount > 1 && PERIOD_TABS.has(tab);
}

/**
 * The tab to show: the chosen one while it is enabled, else the role's default when enabled,
 * else the first enabled tab of the role (null when none is).
 */
export function shownTab(
  chosen: AnalysisTab | null,
  role: Role | undefined,
  enabled: Record<AnalysisTab, boolean>,
): AnalysisTab | null {
  const tabs = tabsFor(role).map((tab) => tab.id);
  if (chosen && tabs.includes(chosen) && enabled[chosen]) return chosen;
  const preferred = defaultTabFor(role);
  if (tabs.includes(preferred) && enabled[preferred]) return preferred;
  return tabs.find((tab) => enabled[tab]) ?? null;
}
