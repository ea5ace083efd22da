import { Badge, Box, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { sortPeriodsNewestFirst, toggleComparisonPeriod } from '@risema/finance-core/analysis';
import type { ComparisonStatus } from '@risema/finance-core/insights';
import { GitCompareArrows } from 'lucide-react';
import { useState } from 'react';
import { EmptyMessage } from '../../../components/empty-message';
import { notify } from '../../../components/notify';
import { useComparison } from '../../../data/queries/use-comparison';
import type { CompanyTabProps } from '../company-tab-props';
import { InsightCards } from '../shared/insight-cards';
import { TabHeader } from '../shared/tab-header';
import { TabSkeleton } from '../shared/tab-state';
import { ComparisonTable } from './comparison-table';
import { PeriodPicker } from './period-picker';

const STATUS_PALETTE: Record<ComparisonStatus, string> = {
  urgent: 'red',
  monitor: 'orange',
  positive: 'green',
};

/**
 * The Comparativo tab (docs/product.md §2): choose 2 to 4 stored periods (a fifth is refused with the
 * `Limite atingido` toast); the key indicators newest first with Δ and Δ % between neighbours,
 * the comparison insights, the executive summary and the overall status, from finance-core.
 * Starts with the two newest periods.
 */
export function ComparisonTab({ companyId, period, periods }: CompanyTabProps) {
  const [selected, setSelected] = useState<readonly string[]>(() =>
    sortPeriodsNewestFirst(periods).slice(0, 2),
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
      <TabHeader companyId={companyId} period={period} title="Comparativo" />
      <PeriodPicker periods={sortPeriodsNewestFirst(periods)} selected={chosen} onToggle={toggle} />
      {comparison === undefined ? (
        <TabSkeleton />
      ) : !comparison.ready ? (
        <EmptyMessage icon={<GitCompareArrows aria-hidden />} title={comparison.message} />
      ) : (
        <>
          <Flex align="center" gap="3" wrap="wrap">
            <Text fontWeight="medium">Estado geral:</Text>
            <Badge
              size="lg"
              colorPalette={STATUS_PALETTE[comparison.status]}
              data-testid="comparison-status"
            >
              {comparison.statusLabel}
            </Badge>
          </Flex>
          {comparison.mixedLengthsNote ? (
            <Box
              as="p"
              role="note"
              borderWidth="1px"
              borderColor="orange.300"
              bg="orange.50"
              rounded="md"
              p="3"
              fontSize="sm"
            >
              {comparison.mixedLengthsNote}
            </Box>
          ) : null}
          <ComparisonTable comparison={comparison} />
          <InsightCards insights={comparison.insights} />
          <Card.Root as="section" variant="outline" size="sm" className="print-card">
            <Card.Header>
              <Heading as="h3" size="md">
                Resumo executivo
              </Heading>
            </Card.Header>
            <Card.Body>
              <Stack as="ul" gap="1.5" ps="5" listStyleType="disc" data-testid="comparison-summary">
                {comparison.summary.map((sentence) => (
                  <Text as="li" key={sentence}>
                    {sentence}
                  </Text>
                ))}
              </Stack>
            </Card.Body>
          </Card.Root>
        </>
      )}
    </Stack>
  );
}
