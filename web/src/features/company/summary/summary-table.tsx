import { Table } from '@chakra-ui/react';
import { formatPercent } from '@risema/finance-core/format';
import type { SummaryTable as SummaryTableData } from '@risema/finance-core/views';
import { ComparisonCells } from '../shared/comparison-cells';
import { NumberCell, NumberHeader, TableCard } from '../shared/table-card';
import { AccountLabel } from '../shared/account-label';

/** A table of the Resumo: Descrição, % Peso, current, previous, AH, Δ Valor, Δ %. */
export function SummaryTable({
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
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Descrição</Table.ColumnHeader>
          <NumberHeader>% Peso</NumberHeader>
          <NumberHeader>{currentLabel}</NumberHeader>
          <NumberHeader>{previousLabel}</NumberHeader>
          <NumberHeader>AH</NumberHeader>
          <NumberHeader>Δ Valor</NumberHeader>
          <NumberHeader>Δ%</NumberHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {table.rows.map((row, index) => (
          <Table.Row key={`${row.code}-${index}`}>
            <Table.Cell>
              <AccountLabel code={row.code} description={row.description} />
            </Table.Cell>
            <NumberCell>{formatPercent(row.weight, 1)}</NumberCell>
            <ComparisonCells comparison={row} good={good} />
          </Table.Row>
        ))}
        <Table.Row bg="brand.subtle" data-total="true">
          <Table.Cell fontWeight="semibold">{table.total.description}</Table.Cell>
          <NumberCell strong>{formatPercent(table.total.weight, 1)}</NumberCell>
          <ComparisonCells comparison={table.total} good={good} strong />
        </Table.Row>
      </Table.Body>
    </TableCard>
  );
}
