import { Stack } from '@chakra-ui/react';
import type { Insight } from '@risema/finance-core/insights';
import type { StatementView } from '@risema/finance-core/views';
import type { ReactNode } from 'react';
import { TabHeader } from '../common/tab-header';
import { StatementBody } from './statement-body';

/** The DRE or FSE tab's body: its header, then insight cards and the detailed table. */
export function StatementTabBody({
  companyId,
  period,
  title,
  tableTitle,
  view,
  insights,
  controls,
  actions,
}: {
  companyId: string;
  period: string;
  title: string;
  tableTitle: string;
  view: StatementView;
  insights: readonly Insight[];
  /** Above the insights (the DRE's year selector). */
  controls?: ReactNode;
  /** Beside the title (Exportar Excel). */
  actions?: ReactNode;
}) {
  return (
    <Stack gap="5">
      <TabHeader companyId={companyId} period={period} title={title} actions={actions} />
      {controls}
      <StatementBody tableTitle={tableTitle} view={view} insights={insights} rowsInSteps />
    </Stack>
  );
}
