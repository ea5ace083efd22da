import { Stack } from '@chakra-ui/react';
import { usePeriodAnalysis } from '../../../data/queries/use-period-analysis';
import type { CompanyTabProps } from '../company-tab-props';
import { TabHeader } from '../common/tab-header';
import { TabState } from '../common/tab-state';
import { SummaryBody } from './summary-body';

/**
 * The Resumo tab (docs/product.md §2): six headline tiles, the business summary chart, and the tables
 * Rendimentos, CMVMC, FSE, Gastos com Pessoal and Gastos Financeiros + IRC, all from finance-core.
 */
export function SummaryTab({ companyId, period }: CompanyTabProps) {
  const analysis = usePeriodAnalysis(companyId, period);
  return (
    <TabState analysis={analysis}>
      {(read) => (
        <Stack gap="5">
          <TabHeader companyId={companyId} period={period} title="Resumo executivo" />
          <SummaryBody analysis={read} period={period} />
        </Stack>
      )}
    </TabState>
  );
}
