import { formatPercent } from '@risema/finance-core/format';
import type { SummaryTable as SummaryTableData } from '@risema/finance-core/views';
import { memo } from 'react';
import { AccountLabel } from '../shared/account-label';
import { ComparisonCells } from '../shared/comparison-cells';
import { NumberCell, NumberHeader, TableCard } from '../shared/table-card';

/** A table of the Resumo: Descrição, % Peso, current, previous, AH, Δ Valor, Δ %. */
export const SummaryTable = memo(function SummaryTable({
  table,
  currentLabel,
  previousLabel,
}: {
  table: SummaryTableData;
  currentLabel: string;
  previousLabel: string;
}) {
  const good = table.id === 'income' ? 'up' : 'down';
  if (table.emptyMessage) {
    return <TableCard title={table.title} subtitle={table.emptyMessage} />;
  }
  return (
    <TableCard title={table.title}>
      <thead>
        <tr>
          <th scope="col">Descrição</th>
          <NumberHeader>% Peso</NumberHeader>
          <NumberHeader>{currentLabel}</NumberHeader>
          <NumberHeader>{previousLabel}</NumberHeader>
          <NumberHeader>AH</NumberHeader>
          <NumberHeader>Δ Valor</NumberHeader>
          <NumberHeader>Δ%</NumberHeader>
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, index) => (
          <tr key={`${row.code}-${index}`}>
            <td>
              <AccountLabel code={row.code} description={row.description} />
            </td>
            <NumberCell>{formatPercent(row.weight, 1)}</NumberCell>
            <ComparisonCells comparison={row} good={good} />
          </tr>
        ))}
        <tr className="total" data-total="true">
          <td>{table.total.description}</td>
          <NumberCell strong>{formatPercent(table.total.weight, 1)}</NumberCell>
          <ComparisonCells comparison={table.total} good={good} strong />
        </tr>
      </tbody>
    </TableCard>
  );
});
