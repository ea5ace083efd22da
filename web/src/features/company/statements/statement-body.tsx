import { analysisMessages } from '@risema/finance-core/analysis';
import type { Insight } from '@risema/finance-core/insights';
import type { StatementView } from '@risema/finance-core/views';
import { FileSpreadsheet } from 'lucide-react';
import { EmptyMessage } from '../../../components/empty-message';
import { InsightCards } from '../common/insight-cards';
import { StatementTable } from './statement-table';

/**
 * The DRE's or FSE's content (the tab and the management report): insight cards, then the
 * detailed table, or the empty message.
 */
export function StatementBody({
  tableTitle,
  view,
  insights,
  rowsInSteps = false,
}: {
  tableTitle: string;
  view: StatementView;
  insights: readonly Insight[];
  /** A long table's later rows drawn just after the first ones (the tabs; see StatementTable). */
  rowsInSteps?: boolean;
}) {
  if (view.empty) {
    return (
      <EmptyMessage
        icon={<FileSpreadsheet aria-hidden />}
        title={view.emptyMessage ?? analysisMessages.noDetail}
        description={view.emptyHint ?? analysisMessages.noDetailHint}
      />
    );
  }
  return (
    <>
      <InsightCards insights={insights} />
      <StatementTable view={view} title={tableTitle} rowsInSteps={rowsInSteps} />
    </>
  );
}
