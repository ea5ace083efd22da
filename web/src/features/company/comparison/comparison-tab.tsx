import { Stack } from '@chakra-ui/react';
import {
  defaultComparisonSelection,
  sortPeriodsNewestFirst,
  toggleComparisonPeriod,
} from '@risema/finance-core/analysis';
import { GitCompareArrows } from 'lucide-react';
import { useState } from 'react';
import { EmptyMessage } from '../../../components/empty-message';
import { notify } from '../../../components/notify';
import { useComparison } from '../../../data/queries/use-comparison';
import type { CompanyTabProps } from '../company-tab-props';
import { ExportExcelButton } from '../common/export-excel-button';
import { TabHeader } from '../common/tab-header';
import { TabSkeleton } from '../common/tab-state';
import { ComparisonBody } from './comparison-body';
import { PeriodPicker } from './period-picker';

/**
 * The Comparativo tab (docs/product.md §2): choose 2 to 4 stored periods (a fifth is refused with the
 * `Limite atingido` toast); the key indicators newest first with Δ and Δ % between neighbours,
 * the comparison insights, the executive summary and the overall status, from finance-core.
 * Starts like for like (finance-core's `defaultComparisonSelection`): the company's default
 * period and the same month a year before, else the two newest periods of equal length.
 */
export function ComparisonTab({ companyId, period, periods, defaultPeriod }: CompanyTabProps) {
  const [selected, setSelected] = useState<readonly string[]>(() =>
    defaultComparisonSelection(periods, defaultPeriod),
  );
  const chosen = selected.filter((item) => periods.includes(item));
  const comparison = useComparison(companyId, chosen);

  const toggle = (item: string) => {
    const next = toggleComparisonPeriod(chosen, item);
    if (next.refusal) {
      notify({ title: next.refusal.title, description: next.refusal.description, type: 'warning' });
    }
    setSelected(next.selected);
  };

  return (
    <Stack gap="5">
      <TabHeader
        companyId={companyId}
        period={period}
        title="Comparativo"
        showSource={false}
        actions={
          comparison?.ready ? (
            <ExportExcelButton
              companyId={companyId}
              // The newest period compared names the file.
              period={comparison.periods[0]?.period ?? period}
              content={{ kind: 'comparison', comparison }}
            />
          ) : null
        }
      />
      <PeriodPicker periods={sortPeriodsNewestFirst(periods)} selected={chosen} onToggle={toggle} />
      {comparison === undefined ? (
        <TabSkeleton />
      ) : !comparison.ready ? (
        <EmptyMessage icon={<GitCompareArrows aria-hidden />} title={comparison.message} />
      ) : (
        <ComparisonBody comparison={comparison} />
      )}
    </Stack>
  );
}
