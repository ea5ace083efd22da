import { Stack } from '@chakra-ui/react';
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
 * The Balanço tab (docs/product.md §2): `BALANÇO <year>`, the balance insights above, then the balance
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
          )}
        </Stack>
      )}
    </TabState>
  );
}
