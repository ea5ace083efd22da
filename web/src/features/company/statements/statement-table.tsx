import { Table } from '@chakra-ui/react';
import {
  formatEuroVariation,
  formatEuros,
  formatPercent,
  formatVariation,
} from '@risema/finance-core/format';
import type { StatementRow, StatementView } from '@risema/finance-core/views';
import { Fragment } from 'react';
import { NumberCell, NumberHeader, TableCard } from '../shared/table-card';
import { TrendArrow } from '../shared/trend-arrow';
import { AccountLabel } from '../shared/account-label';

function Row({ row, view }: { row: StatementRow; view: StatementView }) {
  const columns = 3 + (view.mode === 3 ? 4 : 3);
  if (row.header) {
    return (
      <Table.Row bg="bg.muted">
        <Table.Cell colSpan={columns} fontWeight="bold">
          {row.description}
        </Table.Cell>
      </Table.Row>
    );
  }
  const strong = row.total || row.subtotal;
  const [first] = row.comparisons;
  return (
    <Table.Row bg={row.total ? 'brand.subtle' : undefined} data-total={row.total || undefined}>
      <Table.Cell fontWeight={strong ? 'semibold' : undefined}>
        <AccountLabel code={row.code} description={row.description} />
      </Table.Cell>
      <NumberCell>{formatPercent(row.weight, 1)}</NumberCell>
      <NumberCell strong={strong}>{formatEuros(row.current)}</NumberCell>
      {view.mode === 2 ? (
        <>
          <NumberCell strong={strong}>{formatEuros(first?.previous)}</NumberCell>
          <NumberCell>
            <TrendArrow trend={first?.trend ?? null} good="neutral" />
          </NumberCell>
          <NumberCell strong={strong}>{formatEuroVariation(first?.delta)}</NumberCell>
          <NumberCell strong={strong}>{formatVariation(first?.deltaPercent)}</NumberCell>
        </>
      ) : (
        row.comparisons.map((comparison, index) => (
          <Fragment key={index}>
            <NumberCell strong={strong}>{formatEuros(comparison.previous)}</NumberCell>
            <NumberCell strong={strong}>{formatEuroVariation(comparison.delta)}</NumberCell>
            <NumberCell strong={strong}>{formatVariation(comparison.deltaPercent)}</NumberCell>
          </Fragment>
        ))
      )}
    </Table.Row>
  );
}

/**
 * The detailed accounts table of the DRE or FSE (SPEC.md §2): description, % weight, current
 * value, then in 2-column mode the previous year with AH, Δ Valor and Δ %, or in 3-column mode
 * the whole previous year and the previous year's same period, each with Δ Valor and Δ %.
 * Hidden rows (control, adjustments, a person's name, 5312, 5932) are left out by finance-core.
 */
export function StatementTable({ view, title }: { view: StatementView; title: string }) {
  const current = view.currentColumn?.label ?? '';
  return (
    <TableCard
      title={title}
      minWidth={view.mode === 3 ? '56rem' : '44rem'}
      subtitle={
        view.hiddenCount > 0
          ? `${view.hiddenCount} ${view.hiddenCount === 1 ? 'linha oculta' : 'linhas ocultas'} (controlo, ajustamentos, nomes de pessoas, contas 5312 e 5932).`
          : undefined
      }
    >
      <Table.Header>
        {view.mode === 3 ? (
          <Table.Row>
            <Table.ColumnHeader colSpan={3} />
            {view.previousColumns.map((column) => (
              <Table.ColumnHeader key={column.key} colSpan={3} textAlign="center">
                vs {column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        ) : null}
        <Table.Row>
          <Table.ColumnHeader>Descrição</Table.ColumnHeader>
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
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {view.rows.map((row, index) => (
          <Row key={index} row={row} view={view} />
        ))}
      </Table.Body>
    </TableCard>
  );
}
