import { formatEuroVariation, formatEuros, formatPercent } from '@risema/finance-core/format';
import type { StatementRow, StatementView } from '@risema/finance-core/views';
import { Fragment, memo } from 'react';
import { AccountLabel } from '../common/account-label';
import { BLOCK_ROWS, NumberCell, NumberHeader, TableCard } from '../common/table-card';
import { ChangePercent } from '../common/comparison-cells';
import { TrendArrow } from '../common/trend-arrow';
import { FIRST_ROWS, useRowsInSteps } from '../common/use-rows-in-steps';

function rowClass(row: StatementRow): string | undefined {
  if (row.total) return 'total';
  return row.subtotal ? 'subtotal' : undefined;
}

// Memoised: drawing a long table's later rows leaves the first ones as they are.
const Row = memo(function Row({
  row,
  view,
  blocked,
}: {
  row: StatementRow;
  view: StatementView;
  /** In a table in blocks: rows and cells carry their roles (see TableCard's `blocks`). */
  blocked: boolean;
}) {
  const key = keyColumn(view);
  const rowRole = blocked ? 'row' : undefined;
  const cell = blocked ? 'cell' : undefined;
  if (row.header) {
    const columns = optionalColumns(view, key);
    // In blocks, a cell per column (those a phone leaves out marked): a cell spanning them all
    // would add columns to a block whose phone's columns are fewer (see TableCard's `blocks`).
    return blocked ? (
      <tr className="section" role="row">
        {columns.map((optional, index) => (
          <td key={index} className={optional ? 'opt' : undefined} role="cell">
            {index === 0 ? row.description : null}
          </td>
        ))}
      </tr>
    ) : (
      <tr className="section">
        <td colSpan={columns.length}>{row.description}</td>
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
  return (
    <tr className={rowClass(row)} data-total={row.total || undefined} role={rowRole}>
      <td role={cell}>
        <AccountLabel code={row.code} description={row.description} />
      </td>
      <NumberCell optional role={cell}>
        {formatPercent(row.weight, 1)}
      </NumberCell>
      <NumberCell role={cell}>{formatEuros(row.current)}</NumberCell>
      {view.mode === 2 ? (
        <>
          <NumberCell optional role={cell}>
            {formatEuros(first?.previous)}
          </NumberCell>
          <NumberCell optional role={cell}>
            <TrendArrow trend={first?.trend ?? null} tone={first?.tone ?? null} />
          </NumberCell>
          <NumberCell optional role={cell}>
            {formatEuroVariation(first?.delta)}
          </NumberCell>
          <NumberCell role={cell}>{first ? <ChangePercent comparison={first} /> : null}</NumberCell>
        </>
      ) : (
        changes.map((comparison, index) => (
          <Fragment key={index}>
            <NumberCell optional role={cell}>
              {formatEuros(comparison.previous)}
            </NumberCell>
            <NumberCell optional role={cell}>
              {formatEuroVariation(comparison.delta)}
            </NumberCell>
            <NumberCell optional={index !== key} role={cell}>
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
  // On the tabs a table longer than the first screens comes in blocks (see TableCard's
  // `blocks`); on paper, whole.
  const blocked = rowsInSteps && view.rows.length > FIRST_ROWS;
  const firstBlock = blocked ? rows.slice(0, BLOCK_ROWS) : rows;
  const laterBlocks: StatementRow[][] = [];
  for (let start = BLOCK_ROWS; blocked && start < rows.length; start += BLOCK_ROWS) {
    laterBlocks.push(rows.slice(start, start + BLOCK_ROWS));
  }
  const rowRole = blocked ? 'row' : undefined;
  const cell = blocked ? 'cell' : undefined;
  const header = blocked ? 'columnheader' : undefined;
  const drawRows = (block: readonly StatementRow[], offset: number) =>
    block.map((row, index) => <Row key={offset + index} row={row} view={view} blocked={blocked} />);
  const columns = (
    <colgroup>
      {optionalColumns(view, key).map((optional, index) => {
        const narrow = index === 1 || (index === 4 && view.mode === 2);
        return (
          <col
            key={index}
            className={
              [narrow ? 'narrow' : null, optional ? 'opt' : null].filter(Boolean).join(' ') ||
              undefined
            }
            style={
              index === 0 ? undefined : { width: index === 1 ? '4.5rem' : narrow ? '3rem' : '7rem' }
            }
          />
        );
      })}
    </colgroup>
  );
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
      blocks={
        blocked
          ? {
              columns,
              bodies: laterBlocks.map((block, index) => drawRows(block, (index + 1) * BLOCK_ROWS)),
            }
          : undefined
      }
    >
      {columns}
      <thead role={blocked ? 'rowgroup' : undefined}>
        {view.mode === 3 ? (
          <tr className="opt" role={rowRole}>
            <td colSpan={3} role={cell} />
            {view.previousColumns.map((column) => (
              <th key={column.key} scope="colgroup" colSpan={3} className="center" role={header}>
                vs {column.label}
              </th>
            ))}
          </tr>
        ) : null}
        <tr role={rowRole}>
          <th scope="col" role={header}>
            Descrição
          </th>
          <NumberHeader optional role={header}>
            % Peso
          </NumberHeader>
          <NumberHeader role={header}>{current}</NumberHeader>
          {view.mode === 2 ? (
            <>
              <NumberHeader optional role={header}>
                {view.previousColumns[0]?.label ?? 'Ano anterior'}
              </NumberHeader>
              <NumberHeader optional role={header}>
                AH
              </NumberHeader>
              <NumberHeader optional role={header}>
                Δ Valor
              </NumberHeader>
              <NumberHeader role={header}>
                Δ%<span className="compact-only"> vs {view.previousColumns[0]?.label}</span>
              </NumberHeader>
            </>
          ) : (
            view.previousColumns.map((column, index) => (
              <Fragment key={column.key}>
                <NumberHeader optional role={header}>
                  {column.label}
                </NumberHeader>
                <NumberHeader optional role={header}>
                  Δ Valor
                </NumberHeader>
                <NumberHeader optional={index !== key} role={header}>
                  Δ%<span className="compact-only"> vs {column.label}</span>
                </NumberHeader>
              </Fragment>
            ))
          )}
        </tr>
      </thead>
      <tbody role={blocked ? 'rowgroup' : undefined}>{drawRows(firstBlock, 0)}</tbody>
    </TableCard>
  );
});

/**
 * Which of the table's columns a phone leaves out (the cells marked `opt`), in order:
 * description, % weight, current value, then those of the previous columns.
 */
function optionalColumns(view: StatementView, key: number): boolean[] {
  const previous =
    view.mode === 2
      ? [true, true, true, false]
      : view.previousColumns.flatMap((_, index) => [true, true, index !== key]);
  return [false, true, false, ...previous];
}
