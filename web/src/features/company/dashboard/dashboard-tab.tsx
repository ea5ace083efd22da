import { SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '@risema/finance-core/format';
import type { Dashboard } from '@risema/finance-core/views';
import { Suspense, lazy, useEffect, useState } from 'react';
import { ChartSlot } from '../../../components/chart-slot';
import { DrawnLater } from '../../../components/drawn-later';
import { useCompany } from '../../../data/queries/use-company';
import { usePeriodAnalysis } from '../../../data/queries/use-period-analysis';
import type { CompanyTabProps } from '../company-tab-props';
import { PeriodNoteSection } from '../note/period-note';
import { TabHeader } from '../common/tab-header';
import { TabState } from '../common/tab-state';
import { DASHBOARD_CSS } from './dashboard-css';
import { DetailsTable } from './details-table';
import { FigureCard } from './figure-card';
import { GaugeDial } from './gauge-dial';

// chart.js loads after the gauges and cards are on screen; each chart is drawn in its own turn.
const FseDonut = lazy(async () => ({ default: (await import('./fse-donut')).FseDonut }));
const MonthlyBars = lazy(async () => ({ default: (await import('./monthly-bars')).MonthlyBars }));

/** The current date and time, refreshed every minute (the dashboard header's clock). */
function useClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(new Date());
    }, 60_000);
    return () => {
      clearInterval(timer);
    };
  }, []);
  return now;
}

function ChartSkeleton() {
  return <Skeleton height="20rem" rounded="lg" />;
}

/**
 * The line under the title: the company in upper case, the period and the clock. Its own
 * component: the tab's body is drawn again only when the analysis changes (TabState), while the
 * company's name may arrive after it and the clock ticks. Left out on paper, where the print
 * header says the same.
 */
function DashboardSubtitle({ companyId, periodLabel }: { companyId: string; periodLabel: string }) {
  const company = useCompany(companyId);
  const now = useClock();
  return (
    <span className="no-print" data-testid="dashboard-subtitle">
      {company ? (
        <Text as="span" fontWeight="semibold" color="fg">
          {`${company.name.toUpperCase()} · `}
        </Text>
      ) : null}
      {`${periodLabel} · ${formatDateTime(now)}`}
    </span>
  );
}

/** The previous year's label the cards use (the first card that has one). */
function previousLabelOf(dashboard: Dashboard): string | null {
  for (const card of [...dashboard.cards, ...dashboard.details]) {
    if (card.source.kind !== 'none') return card.source.label;
  }
  return null;
}

/**
 * The Dashboard tab `DASHBOARD DE GESTÃO` (docs/product.md §2, docs/design.md §4.3): eight gauges, the cards
 * with previous-year values, the EBITDA/IRC block, the FSE donut and the monthly bars, every
 * figure from finance-core's dashboard view of this device's data.
 */
export function DashboardTab({ companyId, period }: CompanyTabProps) {
  const analysis = usePeriodAnalysis(companyId, period);
  return (
    <TabState analysis={analysis}>
      {({ dashboard, previousRatios }) => {
        const previousLabel = previousLabelOf(dashboard);
        const gaugePrevious = previousRatios ? (previousLabel ?? 'Ano anterior') : null;
        return (
          <Stack gap="5" data-testid="dashboard" css={DASHBOARD_CSS}>
            <TabHeader
              companyId={companyId}
              period={period}
              title={dashboard.title}
              subtitle={
                <DashboardSubtitle companyId={companyId} periodLabel={dashboard.periodLabel} />
              }
            />
            <PeriodNoteSection companyId={companyId} period={period} />
            <SimpleGrid
              as="section"
              aria-label="Indicadores"
              columns={{ base: 2, md: 4 }}
              gap="3"
              // Breakpoints are screen media queries: on paper, the gauges and cards of one A4 page.
              _print={{ gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: '2' }}
            >
              {dashboard.gauges.map((gauge) => (
                <GaugeDial key={gauge.id} gauge={gauge} previousLabel={gaugePrevious} />
              ))}
            </SimpleGrid>
            {/* The gauges first, then the cards, then the tables and charts: three short
              commits on a phone instead of one long one. */}
            <DrawnLater>
              {dashboard.liquidityNote ? (
                <Text fontSize="sm" color="fg.muted">
                  {`* ${dashboard.liquidityNote}`}
                </Text>
              ) : null}
              <Text fontSize="sm" color="fg.muted">
                {dashboard.dayBaseNote}
              </Text>
              <SimpleGrid
                as="section"
                aria-label="Resultados"
                columns={{ base: 1, sm: 2, lg: 3 }}
                gap="3"
                _print={{ gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '2' }}
              >
                {dashboard.cards.map((card) => (
                  <FigureCard key={card.id} card={card} />
                ))}
              </SimpleGrid>
              <DrawnLater>
                <SimpleGrid
                  columns={{ base: 1, lg: 2 }}
                  gap="4"
                  alignItems="start"
                  className="print-page-break"
                  _print={{ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
                >
                  <DetailsTable
                    details={dashboard.details}
                    previousLabel={previousLabel}
                    note={dashboard.ircNote}
                  />
                  {dashboard.fseBreakdown.length > 0 ? (
                    <ChartSlot fallback={<ChartSkeleton />}>
                      <Suspense fallback={<ChartSkeleton />}>
                        <FseDonut slices={dashboard.fseBreakdown} />
                      </Suspense>
                    </ChartSlot>
                  ) : null}
                </SimpleGrid>
                {dashboard.monthlyBars.length > 0 ? (
                  <ChartSlot fallback={<ChartSkeleton />}>
                    <Suspense fallback={<ChartSkeleton />}>
                      <MonthlyBars bars={dashboard.monthlyBars} />
                    </Suspense>
                  </ChartSlot>
                ) : null}
              </DrawnLater>
            </DrawnLater>
          </Stack>
        );
      }}
    </TabState>
  );
}
