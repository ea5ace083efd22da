import { Skeleton, Stack } from '@chakra-ui/react';
import { analysisMessages } from '@risema/finance-core/analysis';
import type { PeriodAnalysis } from '@risema/finance-core/views';
import { FileSpreadsheet } from 'lucide-react';
import { memo } from 'react';
import type { ReactNode } from 'react';
import { EmptyMessage } from '../../../components/empty-message';

type Render = (analysis: PeriodAnalysis) => ReactNode;

// The body is drawn again only when the analysis changes: a new read of the same data (Dexie's
// live query answers again after the cached first render) gives the same analysis object, so
// long tables are not reconciled twice. `children` must depend on the analysis (and props that
// change with it) only.
const Body = memo(
  function Body({ analysis, render }: { analysis: PeriodAnalysis; render: Render }) {
    return render(analysis);
  },
  (before, after) => before.analysis === after.analysis,
);

/**
 * A tab's body once its analysis is read: skeletons while reading, docs/product.md's `Dados não
 * disponíveis` when the period is not stored, else `children(analysis)`.
 */
export function TabState({
  analysis,
  children,
}: {
  analysis: PeriodAnalysis | null | undefined;
  children: Render;
}) {
  if (analysis === undefined) return <TabSkeleton />;
  if (analysis === null) {
    return (
      <EmptyMessage
        icon={<FileSpreadsheet aria-hidden />}
        title={analysisMessages.noData}
        description={analysisMessages.noDataHint}
      />
    );
  }
  return <Body analysis={analysis} render={children} />;
}

/** The loading skeleton of a tab. */
export function TabSkeleton() {
  return (
    <Stack gap="3" aria-busy="true" aria-label="A carregar">
      <Skeleton height="10" rounded="md" />
      <Skeleton height="40" rounded="md" />
      <Skeleton height="40" rounded="md" />
    </Stack>
  );
}
