/** Kind of an insight card (docs/product.md §3). */
export type InsightType = 'success' | 'warning' | 'critical' | 'info' | 'danger';

/** Priority of an insight (docs/product.md §3). */
export type InsightPriority = 'high' | 'medium' | 'low';

/** Priority labels as the cards show them. */
export const PRIORITY_LABELS: Record<InsightPriority, string> = {
  high: 'Alta',
  medium: 'Média',
  low: 'Baixa',
};

/**
 * A generated reading of the figures (docs/product.md §3): `id` names the rule that produced it (stable,
 * for keys and tests); the texts are European Portuguese and carry the figures behind them.
 */
export interface Insight {
  id: string;
  type: InsightType;
  title: string;
  message: string;
  recommendation: string;
  priority: InsightPriority;
}

const PRIORITY_RANK: Record<InsightPriority, number> = { high: 0, medium: 1, low: 2 };

/** Insights sorted high → medium → low, keeping the rules' order within a priority. */
export function sortInsights(insights: readonly Insight[]): Insight[] {
  return [...insights].sort((a, b) => PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority]);
}

/** The usual priority of a type: critical/danger high, warning medium, success/info low. */
export function defaultPriority(type: InsightType): InsightPriority {
  if (type === 'critical' || type === 'danger') return 'high';
  return type === 'warning' ? 'medium' : 'low';
}

/** Builds an insight; the priority follows its type unless given. */
export function makeInsight(
  id: string,
  type: InsightType,
  title: string,
  message: string,
  recommendation: string,
  priority: InsightPriority = defaultPriority(type),
): Insight {
  return { id, type, title, message, recommendation, priority };
}
