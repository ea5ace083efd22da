import type { ValueComparison } from '@risema/finance-core/analysis';
import { formatEuroVariation, formatEuros, formatVariation } from '@risema/finance-core/format';
import { NumberCell } from './table-card';
import { TrendArrow } from './trend-arrow';

/**
 * The cells of a row compared with the previous year: current, previous, AH arrow, Δ Valor, Δ %.
 * `good` says which way the arrow is favourable (costs: down).
 */
export function ComparisonCells({
  comparison,
  strong,
  good = 'up',
}: {
  comparison: ValueComparison;
  strong?: boolean;
  good?: 'up' | 'down' | 'neutral';
}) {
  return (
    <>
      <NumberCell strong={strong}>{formatEuros(comparison.current)}</NumberCell>
      <NumberCell strong={strong}>{formatEuros(comparison.previous)}</NumberCell>
      <NumberCell>
        <TrendArrow trend={comparison.trend} good={good} />
      </NumberCell>
      <NumberCell strong={strong}>{formatEuroVariation(comparison.delta)}</NumberCell>
      <NumberCell strong={strong}>{formatVariation(comparison.deltaPercent)}</NumberCell>
    </>
  );
}
