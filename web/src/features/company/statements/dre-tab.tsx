import { usePeriodAnalysis } from '../../../data/queries/use-period-analysis';
import type { CompanyTabProps } from '../company-tab-props';
import { TabState } from '../shared/tab-state';
import { StatementTabBody } from './statement-tab-body';

/** The DRE tab (SPEC.md §2): income insights, then the income statement's detailed accounts. */
export function DreTab({ companyId, period }: CompanyTabProps) {
  const analysis = usePeriodAnalysis(companyId, period);
  return (
    <TabState analysis={analysis}>
      {({ incomeStatement, insights }) => (
        <StatementTabBody
          companyId={companyId}
          period={period}
          title="Demonstração de Resultados (DRE)"
          tableTitle="Contas detalhadas da DRE"
          view={incomeStatement}
          insights={insights.income}
        />
      )}
    </TabState>
  );
}
