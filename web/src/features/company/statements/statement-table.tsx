import {
  formatEuroVariation,
  formatEuros,
  formatPercent,
  formatVariation,
} from '@risema/finance-core/format';
import type { StatementRow, StatementView } from '@risema/finance-core/views';
import { Fragment, memo } from 'react';
import { AccountLabel } from '../shared/account-label';
import { NumberCell, NumberHeader, TableCard } from '../shared/table-card';
import { TrendArrow } from '../shared/trend-arrow';

function rowClass(row: StatementRow): string | undefined {
  if (row.total) return 'total';
  return row.subtotal ? 'subtotal' : undefined;
}

function Row({ row, view }: { row: StatementRow; view: StatementView }) {
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
      ? { ...comparison, delta: null, deltaPercent: null, trend: null }
      : comparison,
  );
  const [first] = changes;
  return (
    <tr className={rowClass(row)} data-total={row.total || undefined}>
      <td>
        <AccountLabel code={row.code} description={row.description} />
      </td>
      <NumberCell>{formatPercent(row.weight, 1)}</NumberCell>
      <NumberCell>{formatEuros(row.current)}</NumberCell>
      {view.mode === 2 ? (
        <>
          <NumberCell>{formatEuros(first?.previous)}</NumberCell>
          <NumberCell>
            <TrendArrow trend={first?.trend ?? null} good="neutral" />
          </NumberCell>
          <NumberCell>{formatEuroVariation(first?.delta)}</NumberCell>
          <NumberCell>{formatVariation(first?.deltaPercent)}</NumberCell>
        </>
      ) : (
        changes.map((comparison, index) => (
          <Fragment key={index}>
            <NumberCell>{formatEuros(comparison.previous)}</NumberCell>
            <NumberCell>{formatEuroVariation(comparison.delta)}</NumberCell>
            <NumberCell>{formatVariation(comparison.deltaPercent)}</NumberCell>
          </Fragment>
        ))
      )}
    </tr>
  );
}

/**
 * The detailed accounts table of the DRE or FSE (docs/product.md §2): description, % weight, current
 * value, then in 2-column mode the previous year with AH, Δ Valor and Δ %, or in 3-column mode
 * the whole previous year and the previous year's same period, each with Δ Valor and Δ %.
 * Hidden rows (control, adjustments, a person's name, 5312, 5932) are left out by finance-core.
 */
export const StatementTable = memo(function StatementTable({
  view,
  title,
}: {
  view: StatementView;
  title: string;
}) {
  const current = view.currentColumn?.label ?? '';
  return (
    <TableCard
      title={title}
      minWidth={view.mode === 3 ? '68rem' : '50rem'}
      fixedLayout
      note={view.comparisonNote}
      subtitle={
        view.hiddenCount > 0
          ? `${view.hiddenCount} ${view.hiddenCount === 1 ? 'linha oculta' : 'linhas ocultas'} (controlo, ajustamentos, nomes de pessoas, contas 5312 e 5932).`
          : undefined
      }
    >
      <colgroup>
        <col />
        <col style={{ width: '4.5rem' }} />
        {Array.from(
          { length: view.mode === 3 ? 1 + 3 * view.previousColumns.length : 5 },
          (_, index) => (
            <col key={index} style={{ width: index === 2 && view.mode === 2 ? '3rem' : '7rem' }} />
          ),
        )}
      </colgroup>
      <thead>
        {view.mode === 3 ? (
          <tr>
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
          <NumberHeader>% Peso</NumberHeader>
          <NumberHeader>{current}</NumberHeader>
          {view.mode === 2 ? (
            <>
              <NumberHeader>{view.previousColumns[0]?.label ?? 'Ano anterior'}</NumberHeader>
              <NumberHeader>AH</NumberHeader>
              <NumberHeader>Δ Valor</NumberHeader>
              <NumberHeader>Δ%</NumberHeader>
            </>
          ) : (
            view.previousColumns.map((column) => (
              <Fragment key={column.key}>
                <NumberHeader>{column.label}</NumberHeader>
                <NumberHeader>Δ Valor</NumberHeader>
                <NumberHeader>Δ%</NumberHeader>
              </Fragment>
            ))
          )}
        </tr>
      </thead>
      <tbody>
        {view.rows.map((row, index) => (
          <Row key={index} row={row} view={view} />
        ))}
      </tbody>
    </TableCard>
  );
});
