import type { CompanyTabProps } from '../company-tab-props';
import { usePeriodAnalysis } from '../../../data/queries/use-period-analysis';
import { TabState } from '../shared/tab-state';

/** The FSE tab of the company analysis view (SPEC.md §2). */
export function FseTab({ companyId, period }: CompanyTabProps) {
  const analysis = usePeriodAnalysis(companyId, period);
  return <TabState analysis={analysis}>{() => null}</TabState>;
}
