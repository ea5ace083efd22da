import { analysisMessages } from '@risema/finance-core/analysis';
import {
  formatDecimal,
  formatEuroVariation,
  formatEuros,
  formatVariation,
} from '@risema/finance-core/format';
import type { Insight } from '@risema/finance-core/insights';
import type { BalanceRow, BalanceView } from '@risema/finance-core/views';
import { Scale } from 'lucide-react';
import { EmptyMessage } from '../../../components/empty-message';
import { AccountLabel } from '../shared/account-label';
import { ChangeBar } from '../shared/change-bar';
import { InsightCards } from '../shared/insight-cards';
import { NumberCell, NumberHeader, TableCard } from '../shared/table-card';

function weight(row: BalanceRow): string {
  return row.weightPercent === null ? '—' : `${formatDecimal(row.weightPercent, 0)}%`;
}

/**
 * The Balanço's content (the tab and the management report): the balance insights, then the
 * balance sheet up to the total of equity and liabilities with % Peso in whole percent, both
 * years, the AH bar, Δ Valor and Δ %; totals highlighted.
 */
export function BalanceBody({
  balance,
  insights,
  period,
}: {
  balance: BalanceView;
  insights: readonly Insight[];
  period: string;
}) {
  if (balance.empty) {
    return (
      <EmptyMessage
        icon={<Scale aria-hidden />}
        title={balance.emptyMessage ?? analysisMessages.noBalance}
      />
    );
  }
  return (
    <>
      <InsightCards insights={insights} />
      <TableCard title={balance.title}>
        <thead>
          <tr>
            <th scope="col">Conta</th>
            <NumberHeader>% Peso</NumberHeader>
            <NumberHeader>{balance.currentLabel ?? period}</NumberHeader>
            <NumberHeader>{balance.previousLabel ?? 'Ano anterior'}</NumberHeader>
            <th scope="col">AH</th>
            <NumberHeader>Δ Valor</NumberHeader>
            <NumberHeader>Δ%</NumberHeader>
          </tr>
        </thead>
        <tbody>
          {balance.rows.map((row, index) =>
            row.header ? (
              <tr key={index} className="section">
                <td colSpan={7}>{row.description}</td>
              </tr>
            ) : (
              <tr
                key={index}
                className={row.total ? 'total' : undefined}
                data-total={row.total || undefined}
              >
                <td>
                  <AccountLabel code={row.code} description={row.description} />
                </td>
                <NumberCell>{weight(row)}</NumberCell>
                <NumberCell>{formatEuros(row.current)}</NumberCell>
                <NumberCell>{formatEuros(row.previous)}</NumberCell>
                <td>
                  <ChangeBar deltaPercent={row.deltaPercent} />
                </td>
                <NumberCell>{formatEuroVariation(row.delta)}</NumberCell>
                <NumberCell>{formatVariation(row.deltaPercent)}</NumberCell>
              </tr>
            ),
          )}
        </tbody>
      </TableCard>
    </>
  );
}
