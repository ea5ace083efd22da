import { foldText } from '../common/text';
import { compareValues } from './numbers';
import type { Trend, ValueComparison } from './numbers';
import type { FavourableDirection } from './ratio-kinds';

/**
 * How a change reads in every table of the product (one rule, docs/design.md §4.22): the arrow
 * and the sign of Δ follow the size of the figure, the colour says whether the change is good
 * news. A cost the DRE stores as −100 000 € that becomes −104 400 € has grown: `↑ +4,4 %`, red.
 */

/** What a figure or a statement line is, for how its change reads. */
export type FigureNature =
  | 'income'
  | 'cost'
  | 'result'
  | 'asset'
  | 'equity'
  | 'liability'
  /** Neither better up nor down (a ratio without a favourable direction, say). */
  | 'neutral';

/** Whether a change is good news for the company: the colour of its arrow. */
export type ChangeTone = 'favourable' | 'unfavourable' | 'neutral';

/**
 * A comparison as the tables show it: `current` and `previous` as stored (a DRE cost stays
 * negative), `delta`, `deltaPercent` and `trend` of the figure's size, and the change's tone.
 */
export interface ShownComparison extends ValueComparison {
  /** Null when there is no change to judge (a value missing, or not comparable). */
  tone: ChangeTone | null;
}

interface NatureRule {
  /** Costs and debts: their change is read on their size, whatever sign the file gives them. */
  size: boolean;
  favourable: FavourableDirection;
}

const RULES: Record<FigureNature, NatureRule> = {
  income: { size: false, favourable: 'higher' },
  cost: { size: true, favourable: 'lower' },
  result: { size: false, favourable: 'higher' },
  // More assets are neither good nor bad in themselves (more clients' debt, more stock…).
  asset: { size: false, favourable: null },
  equity: { size: false, favourable: 'higher' },
  liability: { size: true, favourable: 'lower' },
  neutral: { size: false, favourable: null },
};

/** The tone of a change in the direction `trend`, for a figure better `favourable`. */
export function changeTone(
  trend: Trend | null,
  favourable: FavourableDirection,
): ChangeTone | null {
  if (trend === null) return null;
  if (trend === 'flat' || favourable === null) return 'neutral';
  return (trend === 'up') === (favourable === 'higher') ? 'favourable' : 'unfavourable';
}

/**
 * A comparison as every table shows it (see the rule above). A change already withheld (`delta`
 * null: a value missing, or periods not like for like) stays withheld.
 */
export function showChange(comparison: ValueComparison, nature: FigureNature): ShownComparison {
  const rule = RULES[nature];
  const { current, previous } = comparison;
  if (comparison.delta === null || current === null || previous === null) {
    return { ...comparison, delta: null, deltaPercent: null, trend: null, tone: null };
  }
  const change = rule.size ? compareValues(Math.abs(current), Math.abs(previous)) : comparison;
  return {
    current,
    previous,
    delta: change.delta,
    deltaPercent: change.deltaPercent,
    trend: change.trend,
    tone: changeTone(change.trend, rule.favourable),
  };
}

/** The favourable direction of a figure of this nature (for arrows outside tables). */
export function favourableDirection(nature: FigureNature): FavourableDirection {
  return RULES[nature].favourable;
}

/**
 * What a line of an income statement is: by its SNC code where it has one (class 6 costs,
 * class 7 income, 812 income tax, other class 8 results), else by its description (`Resultado…`,
 * `Gastos…`, `Imposto…`, `Vendas…`), else by its sign (the files store costs negative).
 */
export function incomeLineNature(
  code: string,
  description: string,
  value: number | null,
): FigureNature {
  const folded = foldText(description);
  if (/^(?:resultado|ebitda)/.test(folded)) return 'result';
  if (code.startsWith('6') || code.startsWith('812')) return 'cost';
  if (code.startsWith('7')) return 'income';
  if (code.startsWith('8')) return 'result';
  if (/\b(?:gastos?|custos?|perdas?|imposto|irc)\b/.test(folded)) return 'cost';
  if (/\b(?:rendimentos?|vendas?|prestac|ganhos?|subsidios?|proveitos?)/.test(folded)) {
    return 'income';
  }
  if (value === null || value === 0) return 'neutral';
  return value < 0 ? 'cost' : 'income';
}
