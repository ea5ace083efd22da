import { Stack } from '@chakra-ui/react';
import { usePeriodAnalysis } from '../../../data/queries/use-period-analysis';
import type { CompanyTabProps } from '../company-tab-props';
import { ExportExcelButton } from '../common/export-excel-button';
import { TabHeader } from '../common/tab-header';
import { TabState } from '../common/tab-state';
import { RatiosBody } from './ratios-body';

/**
 * The Rácios tab (docs/product.md §2): the ratio insights, then the ratios of the workbook grouped into
 * profitability, liquidity, indebtedness and activity, each with current and previous period,
 * variation, trend arrow, status colour and a tip line — all from finance-core.
 */
export function RatiosTab({ companyId, period }: CompanyTabProps) {
  const analysis = usePeriodAnalysis(companyId, period);
  return (
    <TabState analysis={analysis}>
      {({ ratioTable, insights }) => (
        <Stack gap="5">
          <TabHeader
            companyId={companyId}
            period={period}
            title="Rácios financeiros"
            actions={
              ratioTable.empty ? null : (
                <ExportExcelButton
                  companyId={companyId}
                  period={period}
                  content={{ kind: 'ratios', table: ratioTable, insights: insights.ratios }}
                />
              )
            }
          />
          <RatiosBody ratioTable={ratioTable} insights={insights.ratios} period={period} />
        </Stack>
      )}
    </TabState>
  );
}
