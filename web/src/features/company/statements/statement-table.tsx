import { formatEuroVariation, formatEuros, formatPercent } from '@risema/finance-core/format';
import type { StatementRow, StatementView } from '@risema/finance-core/views';
import { Fragment, memo } from 'react';
import { AccountLabel } from '../common/account-label';
import { NumberCell, NumberHeader, TableCard } from '../common/table-card';
import { ChangePercent } from '../common/comparison-cells';
import { TrendArrow } from '../common/trend-arrow';
import { useRowsInSteps } from '../common/use-rows-in-steps';

function rowClass(row: StatementRow): string | undefined {
  if (row.total) return 'total';
  return row.subtotal ? 'subtotal' : undefined;
}

// Memoised: drawing a long table's later rows leaves the first ones as they are.
const Row = memo(function Row({ row, view }: { row: StatementRow; view: StatementView }) {
  const columns = 3 + (view.mode === 3 ? 3 * view.previousColumns.length : 4);
  if (row.header) {
    return (
      <tr className="section">
        <td colSpan={columns}>{row.description}</td>
      </tr>
    );
  }
  // A previous column that is not like for like shows its values, never its changes.
  const changes = row.comparisons.map((comparison, index) =>
    view.previousColumns[index]?.comparable === false
      ? { ...comparison, delta: null, deltaPercent: null, trend: null, tone: null }
      : comparison,
  );
  const [first] = changes;
  const key = keyColumn(view);
  return (
    <tr className={rowClass(row)} data-total={row.total || undefined}>
      <td>
        <AccountLabel code={row.code} description={row.description} />
      </td>
      <NumberCell optional>{formatPercent(row.weight, 1)}</NumberCell>
      <NumberCell>{formatEuros(row.current)}</NumberCell>
      {view.mode === 2 ? (
        <>
          <NumberCell optional>{formatEuros(first?.previous)}</NumberCell>
          <NumberCell optional>
            <TrendArrow trend={first?.trend ?? null} tone={first?.tone ?? null} />
          </NumberCell>
          <NumberCell optional>{formatEuroVariation(first?.delta)}</NumberCell>
          <NumberCell>{first ? <ChangePercent comparison={first} /> : null}</NumberCell>
        </>
      ) : (
        changes.map((comparison, index) => (
          <Fragment key={index}>
            <NumberCell optional>{formatEuros(comparison.previous)}</NumberCell>
            <NumberCell optional>{formatEuroVariation(comparison.delta)}</NumberCell>
            <NumberCell optional={index !== key}>
              <ChangePercent comparison={comparison} />
            </NumberCell>
          </Fragment>
        ))
      )}
    </tr>
  );
});

/**
 * The previous column whose Δ % a phone shows: in 3-column mode the previous year's same period
 * (like for like), else the only one.
 */
function keyColumn(view: StatementView): number {
  const samePeriod = view.previousColumns.findIndex((column) => column.samePeriod);
  return view.mode === 3 && samePeriod >= 0 ? samePeriod : 0;
}

/**
 * The detailed accounts table of the DRE or FSE (docs/product.md §2): description, % weight, current
 * value, then in 2-column mode the previous year with AH, Δ Valor and Δ %, or in 3-column mode
 * the whole previous year and the previous year's same period, each with Δ Valor and Δ %.
 * Hidden rows (control, adjustments, a person's name, 5312, 5932) are left out by finance-core.
 * `rowsInSteps`: a long table shows its first screens with the tab and the rest just after
 * (see useRowsInSteps; the table is marked `data-rows-pending` meanwhile).
 */
export const StatementTable = memo(function StatementTable({
  view,
  title,
  rowsInSteps = false,
}: {
  view: StatementView;
  title: string;
  rowsInSteps?: boolean;
}) {
  const current = view.currentColumn?.label ?? '';
  const key = keyColumn(view);
  const shown = useRowsInSteps(view.rows.length, rowsInSteps);
  const rows = shown < view.rows.length ? view.rows.slice(0, shown) : view.rows;
  return (
    <TableCard
      title={title}
      minWidth={view.mode === 3 ? '68rem' : '50rem'}
      fixedLayout
      printDense={view.mode === 3}
      rowsPending={shown < view.rows.length}
      note={view.comparisonNote}
      subtitle={
        view.hiddenCount > 0
          ? `${view.hiddenCount} ${view.hiddenCount === 1 ? 'linha oculta' : 'linhas ocultas'} (controlo, ajustamentos, nomes de pessoas, contas 5312 e 5932).`
          : undefined
      }
    >
      <colgroup>
        <col />
        <col className="narrow" style={{ width: '4.5rem' }} />
        {Array.from(
          { length: view.mode === 3 ? 1 + 3 * view.previousColumns.length : 5 },
          (_, index) => {
            const arrow = index === 2 && view.mode === 2;
            return (
              <col
                key={index}
                className={arrow ? 'narrow' : undefined}
                style={{ width: arrow ? '3rem' : '7rem' }}
              />
            );
          },
        )}
      </colgroup>
      <thead>
        {view.mode === 3 ? (
          <tr className="opt">
            <td colSpan={3} />
            {view.previousColumns.map((column) => (
              <th key={column.key} scope="colgroup" colSpan={3} className="center">
                vs {column.label}
              </th>
            ))}
          </tr>
        ) : null}
        <tr>
          <th scope="col">Descrição</th>
          <NumberHeader optional>% Peso</NumberHeader>
          <NumberHeader>{current}</NumberHeader>
          {view.mode === 2 ? (
            <>
              <NumberHeader optional>
                {view.previousColumns[0]?.label ?? 'Ano anterior'}
              </NumberHeader>
              <NumberHeader optional>AH</NumberHeader>
              <NumberHeader optional>Δ Valor</NumberHeader>
              <NumberHeader>
                Δ%<span className="compact-only"> vs {view.previousColumns[0]?.label}</span>
              </NumberHeader>
            </>
          ) : (
            view.previousColumns.map((column, index) => (
              <Fragment key={column.key}>
                <NumberHeader optional>{column.label}</NumberHeader>
                <NumberHeader optional>Δ Valor</NumberHeader>
                <NumberHeader optional={index !== key}>
                  Δ%<span className="compact-only"> vs {column.label}</span>
                </NumberHeader>
              </Fragment>
            ))
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <Row key={index} row={row} view={view} />
        ))}
      </tbody>
    </TableCard>
  );
});
