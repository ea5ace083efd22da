import { Stack } from '@chakra-ui/react';
import { usePeriodAnalysis } from '../../../data/queries/use-period-analysis';
import type { CompanyTabProps } from '../company-tab-props';
import { ExportExcelButton } from '../common/export-excel-button';
import { TabHeader } from '../common/tab-header';
import { TabState } from '../common/tab-state';
import { BalanceBody } from './balance-body';

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
          <TabHeader
            companyId={companyId}
            period={period}
            title={balance.title}
            actions={
              balance.empty ? null : (
                <ExportExcelButton
                  companyId={companyId}
                  period={period}
                  content={{ kind: 'balance', view: balance }}
                />
              )
            }
          />
          <BalanceBody balance={balance} insights={insights.balance} period={period} />
        </Stack>
      )}
    </TabState>
  );
}
