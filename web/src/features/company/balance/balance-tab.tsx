import { Stack, Table } from '@chakra-ui/react';
import { analysisMessages } from '@risema/finance-core/analysis';
import {
  formatDecimal,
  formatEuroVariation,
  formatEuros,
  formatVariation,
} from '@risema/finance-core/format';
import type { BalanceRow } from '@risema/finance-core/views';
import { Scale } from 'lucide-react';
import { EmptyMessage } from '../../../components/empty-message';
import { usePeriodAnalysis } from '../../../data/queries/use-period-analysis';
import type { CompanyTabProps } from '../company-tab-props';
import { ChangeBar } from '../shared/change-bar';
import { InsightCards } from '../shared/insight-cards';
import { NumberCell, NumberHeader, TableCard } from '../shared/table-card';
import { TabHeader } from '../shared/tab-header';
import { TabState } from '../shared/tab-state';
import { AccountLabel } from '../shared/account-label';

function weight(row: BalanceRow): string {
  return row.weightPercent === null ? '—' : `${formatDecimal(row.weightPercent, 0)}%`;
}

/**
 * The Balanço tab (SPEC.md §2): `BALANÇO <year>`, the balance insights above, then the balance
 * sheet up to the total of equity and liabilities (hidden rows left out by finance-core) with
 * % Peso in whole percent, both years, the AH bar, Δ Valor and Δ %; totals highlighted.
 */
export function BalanceTab({ companyId, period }: CompanyTabProps) {
  const analysis = usePeriodAnalysis(companyId, period);
  return (
    <TabState analysis={analysis}>
      {({ balance, insights }) => (
        <Stack gap="5">
          <TabHeader companyId={companyId} period={period} title={balance.title} />
          {balance.empty ? (
            <EmptyMessage
              icon={<Scale aria-hidden />}
              title={balance.emptyMessage ?? analysisMessages.noBalance}
            />
          ) : (
            <>
              <InsightCards insights={insights.balance} />
              <TableCard title={balance.title}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Conta</Table.ColumnHeader>
                    <NumberHeader>% Peso</NumberHeader>
                    <NumberHeader>{balance.currentLabel ?? period}</NumberHeader>
                    <NumberHeader>{balance.previousLabel ?? 'Ano anterior'}</NumberHeader>
                    <Table.ColumnHeader>AH</Table.ColumnHeader>
                    <NumberHeader>Δ Valor</NumberHeader>
                    <NumberHeader>Δ%</NumberHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {balance.rows.map((row, index) =>
                    row.header ? (
                      <Table.Row key={index} bg="bg.muted">
                        <Table.Cell colSpan={7} fontWeight="bold" textTransform="none">
                          {row.description}
                        </Table.Cell>
                      </Table.Row>
                    ) : (
                      <Table.Row
                        key={index}
                        bg={row.total ? 'brand.subtle' : undefined}
                        data-total={row.total || undefined}
                      >
                        <Table.Cell fontWeight={row.total ? 'semibold' : undefined}>
                          <AccountLabel code={row.code} description={row.description} />
                        </Table.Cell>
                        <NumberCell strong={row.total}>{weight(row)}</NumberCell>
                        <NumberCell strong={row.total}>{formatEuros(row.current)}</NumberCell>
                        <NumberCell strong={row.total}>{formatEuros(row.previous)}</NumberCell>
                        <Table.Cell>
                          <ChangeBar deltaPercent={row.deltaPercent} />
                        </Table.Cell>
                        <NumberCell strong={row.total}>{formatEuroVariation(row.delta)}</NumberCell>
                        <NumberCell strong={row.total}>
                          {formatVariation(row.deltaPercent)}
                        </NumberCell>
                      </Table.Row>
                    ),
                  )}
                </Table.Body>
              </TableCard>
            </>
          )}
        </Stack>
      )}
    </TabState>
  );
}
