import type { ShownComparison } from '@risema/finance-core/analysis';
import { formatEuroVariation, formatEuros, formatVariation } from '@risema/finance-core/format';
import { NumberCell } from './table-card';
import { TrendArrow } from './trend-arrow';

/**
 * The Δ % of a change, with its arrow in front where the AH column is left out (a phone's
 * narrow card, see TableCard).
 */
export function ChangePercent({ comparison }: { comparison: ShownComparison }) {
  return (
    <>
      {comparison.trend === null ? null : (
        <span className="compact-only">
          <TrendArrow trend={comparison.trend} tone={comparison.tone} />{' '}
        </span>
      )}
      {formatVariation(comparison.deltaPercent)}
    </>
  );
}

/**
 * The cells of a row compared with the previous year: current, previous, AH arrow, Δ Valor, Δ %
 * (direction and tone from finance-core's `showChange`). On a phone: current and Δ % only.
 */
export function ComparisonCells({
  comparison,
  strong,
}: {
  comparison: ShownComparison;
  strong?: boolean;
}) {
  return (
    <>
      <NumberCell strong={strong}>{formatEuros(comparison.current)}</NumberCell>
      <NumberCell strong={strong} optional>
        {formatEuros(comparison.previous)}
      </NumberCell>
      <NumberCell optional>
        <TrendArrow trend={comparison.trend} tone={comparison.tone} />
      </NumberCell>
      <NumberCell strong={strong} optional>
        {formatEuroVariation(comparison.delta)}
      </NumberCell>
      <NumberCell strong={strong}>
        <ChangePercent comparison={comparison} />
      </NumberCell>
    </>
  );
}
