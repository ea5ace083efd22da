import { usePeriodAnalysis } from '../../../data/queries/use-period-analysis';
import type { CompanyTabProps } from '../company-tab-props';
import { ExportExcelButton } from '../common/export-excel-button';
import { TabState } from '../common/tab-state';
import { useYearChoice } from '../common/use-year-choice';
import { YearSelector } from '../common/year-selector';
import { StatementTabBody } from './statement-tab-body';

/**
 * The DRE tab (docs/product.md §2): income insights, then the income statement's detailed accounts; with
 * more than one year stored, a year selector shows the latest period of the chosen year.
 */
export function DreTab({ companyId, period, periods }: CompanyTabProps) {
  const { years, year, shown, choose } = useYearChoice(period, periods);
  const analysis = usePeriodAnalysis(companyId, shown);
  return (
    <TabState analysis={analysis}>
      {({ incomeStatement, insights }) => (
        <StatementTabBody
          companyId={companyId}
          period={shown}
          title="Demonstração de Resultados (DRE)"
          tableTitle="Contas detalhadas da DRE"
          view={incomeStatement}
          insights={insights.income}
          actions={
            incomeStatement.empty ? null : (
              <ExportExcelButton
                companyId={companyId}
                period={shown}
                content={{ kind: 'income', view: incomeStatement }}
              />
            )
          }
          controls={
            years.length > 1 ? (
              <YearSelector years={years} selected={year} onSelect={choose} />
            ) : null
          }
        />
      )}
    </TabState>
  );
}
