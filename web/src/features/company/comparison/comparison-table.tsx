import { formatByUnit, formatChangeByUnit, formatVariation } from '@risema/finance-core/format';
import { comparisonPeriodHeading } from '@risema/finance-core/views';
import type { ComparisonIndicator, PeriodComparison } from '@risema/finance-core/views';
import { Fragment } from 'react';
import { FormulaInfo } from '../../../components/formula-info';
import { NumberCell, NumberHeader, TableCard } from '../common/table-card';
import { TrendArrow } from '../common/trend-arrow';

type Delta = ComparisonIndicator['deltas'][number];

/** True when finance-core marks a change as between periods of different lengths. */
function notComparable(delta: Delta | undefined): boolean {
  return delta?.comparable === false;
}

const NOT_COMPARABLE = 'n.c.';

/** A period's column header (finance-core's `comparisonPeriodHeading`, as the export writes it). */
function periodHeader(period: PeriodComparison['periods'][number] | undefined): string {
  return period ? comparisonPeriodHeading(period) : '';
}

/**
 * The key indicators of the chosen periods, newest first, each followed by its change (Δ and
 * Δ %, its arrow coloured by finance-core's tone) against the next older period; changes between
 * periods of different lengths read `n.c.` (não comparável) when finance-core marks them so. On
 * a phone: the indicator, the newest value and its Δ %; the rest under `Todas as colunas`.
 */
export function ComparisonTable({ comparison }: { comparison: PeriodComparison }) {
  const { periods, indicators } = comparison;
  const marks = indicators.some((indicator) => indicator.deltas.some(notComparable));
  return (
    <TableCard
      title="Indicadores-chave"
      minWidth={`${16 + periods.length * 9 + (periods.length - 1) * 14}rem`}
      subtitle={marks ? 'n.c.: não comparável (períodos de durações diferentes).' : undefined}
    >
      <thead>
        <tr>
          <th scope="col" rowSpan={2}>
            Indicador
          </th>
          {periods.map((period, index) => (
            <Fragment key={period.period}>
              <th scope="col" rowSpan={2} className={index === 0 ? 'num' : 'num opt'}>
                {periodHeader(period)}
              </th>
              {index < periods.length - 1 ? (
                <th scope="colgroup" colSpan={2} className="center opt">
                  vs {periodHeader(periods[index + 1])}
                </th>
              ) : null}
            </Fragment>
          ))}
        </tr>
        <tr>
          {periods.slice(1).map((period, index) => (
            <Fragment key={period.period}>
              <NumberHeader optional>Δ €</NumberHeader>
              <NumberHeader optional={index > 0}>
                Δ %<span className="compact-only"> vs {periodHeader(period)}</span>
              </NumberHeader>
            </Fragment>
          ))}
        </tr>
      </thead>
      <tbody>
        {indicators.map((indicator) => (
          <tr key={indicator.id} data-indicator={indicator.id}>
            <td>
              <span className="strong">{indicator.label}</span>
              <FormulaInfo explanation={indicator.explanation} label={indicator.label} />
            </td>
            {indicator.values.map((value, index) => {
              const delta = indicator.deltas[index];
              const off = notComparable(delta);
              return (
                <Fragment key={index}>
                  <NumberCell strong={index === 0} optional={index > 0}>
                    {formatByUnit(value, indicator.unit)}
                  </NumberCell>
                  {delta ? (
                    <>
                      <NumberCell optional>
                        {off ? NOT_COMPARABLE : formatChangeByUnit(delta.delta, indicator.unit)}
                      </NumberCell>
                      <NumberCell optional={index > 0}>
                        {off ? (
                          NOT_COMPARABLE
                        ) : (
                          <>
                            {delta.trend === null ? null : (
                              <>
                                <TrendArrow trend={delta.trend} tone={delta.tone} />{' '}
                              </>
                            )}
                            {formatVariation(delta.deltaPercent)}
                          </>
                        )}
                      </NumberCell>
                    </>
                  ) : null}
                </Fragment>
              );
            })}
          </tr>
        ))}
      </tbody>
    </TableCard>
  );
}
