import { Stack } from '@chakra-ui/react';
import { analysisMessages } from '@risema/finance-core/analysis';
import type { Insight } from '@risema/finance-core/insights';
import type { StatementView } from '@risema/finance-core/views';
import { FileSpreadsheet } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyMessage } from '../../../components/empty-message';
import { InsightCards } from '../shared/insight-cards';
import { TabHeader } from '../shared/tab-header';
import { StatementTable } from './statement-table';

/** The DRE or FSE tab's body: insight cards, then the detailed table, or the empty message. */
export function StatementTabBody({
  companyId,
  period,
  title,
  tableTitle,
  view,
  insights,
  controls,
}: {
  companyId: string;
  period: string;
  title: string;
  tableTitle: string;
  view: StatementView;
  insights: readonly Insight[];
  /** Above the insights (the DRE's year selector). */
  controls?: ReactNode;
}) {
  return (
    <Stack gap="5">
      <TabHeader companyId={companyId} period={period} title={title} />
      {controls}
      {view.empty ? (
        <EmptyMessage
          icon={<FileSpreadsheet aria-hidden />}
          title={view.emptyMessage ?? analysisMessages.noDetail}
          description={view.emptyHint ?? analysisMessages.noDetailHint}
        />
      ) : (
        <>
          <InsightCards insights={insights} />
          <StatementTable view={view} title={tableTitle} />
        </>
      )}
    </Stack>
  );
}
