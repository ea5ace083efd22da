import { Stack } from '@chakra-ui/react';
import { analysisMessages } from '@risema/finance-core/analysis';
import type { Insight } from '@risema/finance-core/insights';
import type { StatementView } from '@risema/finance-core/views';
import { FileSpreadsheet } from 'lucide-react';
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
}: {
  companyId: string;
  period: string;
  title: string;
  tableTitle: string;
  view: StatementView;
  insights: readonly Insight[];
}) {
  return (
    <Stack gap="5">
      <TabHeader companyId={companyId} period={period} title={title} />
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
