import type { CompanyTabProps } from '../company-tab-props';
import { usePeriodAnalysis } from '../../../data/queries/use-period-analysis';
import { TabState } from '../shared/tab-state';

/** The Resumo tab of the company analysis view (SPEC.md §2). */
export function SummaryTab({ companyId, period }: CompanyTabProps) {
  const analysis = usePeriodAnalysis(companyId, period);
  return <TabState analysis={analysis}>{() => null}</TabState>;
}
