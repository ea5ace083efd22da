import { formatPercent } from '@risema/finance-core/format';
import type { SummaryTable as SummaryTableData } from '@risema/finance-core/views';
import { memo } from 'react';
import { AccountLabel } from '../common/account-label';
import { ComparisonCells } from '../common/comparison-cells';
import { NumberCell, NumberHeader, TableCard } from '../common/table-card';

/**
 * A table of the Resumo: Descrição, % Peso, current, previous, AH, Δ Valor, Δ % (a phone: the
 * description, current and Δ %).
 */
export const SummaryTable = memo(function SummaryTable({
  table,
  currentLabel,
  previousLabel,
}: {
  table: SummaryTableData;
  currentLabel: string;
  previousLabel: string;
}) {
  if (table.emptyMessage) {
    return <TableCard title={table.title} subtitle={table.emptyMessage} />;
  }
  return (
    <TableCard title={table.title}>
      <thead>
        <tr>
          <th scope="col">Descrição</th>
          <NumberHeader optional>% Peso</NumberHeader>
          <NumberHeader>{currentLabel}</NumberHeader>
          <NumberHeader optional>{previousLabel}</NumberHeader>
          <NumberHeader optional>AH</NumberHeader>
          <NumberHeader optional>Δ Valor</NumberHeader>
          <NumberHeader>
            Δ%<span className="compact-only"> vs {previousLabel}</span>
          </NumberHeader>
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, index) => (
          <tr key={`${row.code}-${index}`}>
            <td>
              <AccountLabel code={row.code} description={row.description} />
            </td>
            <NumberCell optional>{formatPercent(row.weight, 1)}</NumberCell>
            <ComparisonCells comparison={row} />
          </tr>
        ))}
        <tr className="total" data-total="true">
          <td>{table.total.description}</td>
          <NumberCell strong optional>
            {formatPercent(table.total.weight, 1)}
          </NumberCell>
          <ComparisonCells comparison={table.total} strong />
        </tr>
      </tbody>
    </TableCard>
  );
});
