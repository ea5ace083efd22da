import { usePeriodAnalysis } from '../../../data/queries/use-period-analysis';
import type { CompanyTabProps } from '../company-tab-props';
import { ExportExcelButton } from '../common/export-excel-button';
import { TabState } from '../common/tab-state';
import { StatementTabBody } from './statement-tab-body';

/** The FSE tab (docs/product.md §2): FSE insights, then the external services' detailed accounts. */
export function FseTab({ companyId, period }: CompanyTabProps) {
  const analysis = usePeriodAnalysis(companyId, period);
  return (
    <TabState analysis={analysis}>
      {({ externalServices, insights }) => (
        <StatementTabBody
          companyId={companyId}
          period={period}
          title="Fornecimentos e Serviços Externos (FSE)"
          tableTitle="Contas detalhadas de FSE"
          view={externalServices}
          insights={insights.fse}
          actions={
            externalServices.empty ? null : (
              <ExportExcelButton
                companyId={companyId}
                period={period}
                content={{ kind: 'expenses', view: externalServices }}
              />
            )
          }
        />
      )}
    </TabState>
  );
}
