import type { FigureExplanation } from '@risema/finance-core/analysis';

function isExplanation(value: unknown): value is FigureExplanation {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { formula?: unknown; inputs?: unknown };
  return typeof candidate.formula === 'string' && Array.isArray(candidate.inputs);
}

/**
 * The `explanation` finance-core attaches to a view figure (formula and inputs), when the figure
 * carries one; undefined otherwise. (Views gain explanations figure by figure: this reads them
 * wherever they already are.)
 */
export function explanationOf(figure: object | null | undefined): FigureExplanation | undefined {
  if (!figure || !('explanation' in figure)) return undefined;
  return isExplanation(figure.explanation) ? figure.explanation : undefined;
}
