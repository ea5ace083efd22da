import { Table, Text } from '@chakra-ui/react';
import { formatByUnit, formatChangeByUnit, formatVariation } from '@risema/finance-core/format';
import type { ComparisonIndicator, PeriodComparison } from '@risema/finance-core/views';
import { Fragment } from 'react';
import { FormulaInfo } from '../../../components/formula-info';
import { explanationOf } from '../shared/explanation-of';
import { NumberCell, TableCard } from '../shared/table-card';

type Delta = ComparisonIndicator['deltas'][number];

/** True when finance-core marks a change as between periods of different lengths. */
function notComparable(delta: Delta | undefined): boolean {
  return !!delta && 'comparable' in delta && delta.comparable === false;
}

const NOT_COMPARABLE = 'n.c.';

/**
 * The key indicators of the chosen periods, newest first, each followed by its change (Δ and
 * Δ %) against the next older period; changes between periods of different lengths read `n.c.`
 * (não comparável) when finance-core marks them so.
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
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader rowSpan={2}>Indicador</Table.ColumnHeader>
          {periods.map((period, index) => (
            <Fragment key={period.period}>
              <Table.ColumnHeader rowSpan={2} textAlign="end">
                {period.label}
              </Table.ColumnHeader>
              {index < periods.length - 1 ? (
                <Table.ColumnHeader colSpan={2} textAlign="center" whiteSpace="nowrap">
                  vs {periods[index + 1]?.label}
                </Table.ColumnHeader>
              ) : null}
            </Fragment>
          ))}
        </Table.Row>
        <Table.Row>
          {periods.slice(1).map((period) => (
            <Fragment key={period.period}>
              <Table.ColumnHeader textAlign="end">Δ €</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Δ %</Table.ColumnHeader>
            </Fragment>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {indicators.map((indicator) => (
          <Table.Row key={indicator.id} data-indicator={indicator.id}>
            <Table.Cell>
              <Text as="span" fontWeight="medium">
                {indicator.label}
              </Text>
              <FormulaInfo explanation={explanationOf(indicator)} label={indicator.label} />
            </Table.Cell>
            {indicator.values.map((value, index) => {
              const delta = indicator.deltas[index];
              const off = notComparable(delta);
              return (
                <Fragment key={index}>
                  <NumberCell strong={index === 0}>
                    {formatByUnit(value, indicator.unit)}
                  </NumberCell>
                  {delta ? (
                    <>
                      <NumberCell>
                        {off ? NOT_COMPARABLE : formatChangeByUnit(delta.delta, indicator.unit)}
                      </NumberCell>
                      <NumberCell>
                        {off ? NOT_COMPARABLE : formatVariation(delta.deltaPercent)}
                      </NumberCell>
                    </>
                  ) : null}
                </Fragment>
              );
            })}
          </Table.Row>
        ))}
      </Table.Body>
    </TableCard>
  );
}
