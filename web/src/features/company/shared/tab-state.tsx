import { Skeleton, Stack } from '@chakra-ui/react';
import { analysisMessages } from '@risema/finance-core/analysis';
import type { PeriodAnalysis } from '@risema/finance-core/views';
import { FileSpreadsheet } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyMessage } from '../../../components/empty-message';

/**
 * A tab's body once its analysis is read: skeletons while reading, SPEC.md's `Dados não
 * disponíveis` when the period is not stored, else `children(analysis)`.
 */
export function TabState({
  analysis,
  children,
}: {
  analysis: PeriodAnalysis | null | undefined;
  children: (analysis: PeriodAnalysis) => ReactNode;
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
  return children(analysis);
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
