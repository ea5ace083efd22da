import { analysisMessages } from '@risema/finance-core/analysis';
import { formatDecimal, formatEuroVariation, formatEuros } from '@risema/finance-core/format';
import type { Insight } from '@risema/finance-core/insights';
import type { BalanceRow, BalanceView } from '@risema/finance-core/views';
import { Scale } from 'lucide-react';
import { EmptyMessage } from '../../../components/empty-message';
import { AccountLabel } from '../common/account-label';
import { ChangeBar } from '../common/change-bar';
import { ChangePercent } from '../common/comparison-cells';
import { InsightCards } from '../common/insight-cards';
import { NumberCell, NumberHeader, TableCard } from '../common/table-card';

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
  const previousLabel = balance.previousLabel ?? 'Ano anterior';
  return (
    <>
      <InsightCards insights={insights} />
      <TableCard title={balance.title}>
        <thead>
          <tr>
            <th scope="col">Conta</th>
            <NumberHeader optional>% Peso</NumberHeader>
            <NumberHeader>{balance.currentLabel ?? period}</NumberHeader>
            <NumberHeader optional>{previousLabel}</NumberHeader>
            <th scope="col" className="opt">
              AH
            </th>
            <NumberHeader optional>Δ Valor</NumberHeader>
            <NumberHeader>
              Δ%<span className="compact-only"> vs {previousLabel}</span>
            </NumberHeader>
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
                <NumberCell optional>{weight(row)}</NumberCell>
                <NumberCell>{formatEuros(row.current)}</NumberCell>
                <NumberCell optional>{formatEuros(row.previous)}</NumberCell>
                <td className="opt">
                  <ChangeBar deltaPercent={row.deltaPercent} trend={row.trend} tone={row.tone} />
                </td>
                <NumberCell optional>{formatEuroVariation(row.delta)}</NumberCell>
                <NumberCell>
                  <ChangePercent comparison={row} />
                </NumberCell>
              </tr>
            ),
          )}
        </tbody>
      </TableCard>
    </>
  );
}
