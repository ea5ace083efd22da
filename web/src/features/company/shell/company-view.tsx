import { Box, Button, Stack, Tabs, VisuallyHidden } from '@chakra-ui/react';
import type { Company, Role } from '@risema/finance-core/contract';
import type { AnalysisTab } from '@risema/finance-core/views';
import { tabAvailability } from '@risema/finance-core/views';
import { defaultPeriod, periodSources } from '@risema/finance-core/analysis';
import { Ban, FileSpreadsheet, FileText } from 'lucide-react';
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { companyReportPath } from '../../../app/paths';
import { EmptyMessage } from '../../../components/empty-message';
import type { CompanyPeriod } from '../../../data/queries/use-company-periods';
import type { CompanyTabProps } from '../company-tab-props';
import { DashboardTab } from '../dashboard/dashboard-tab';
import { SectorTab } from '../sector/sector-tab';
import { PeriodSourcesContext } from '../common/period-sources';
import { TabSkeleton } from '../common/tab-state';
import { CompanyHeader } from './company-header';
import { shownTab, showsPeriodSelector, tabsFor } from './company-tabs';
import { PeriodSelector } from './period-selector';
import { PeriodTieOuts } from './period-tie-outs';

/** docs/product.md §2's message of a company without data. */
export const NO_DATA = {
  title: 'Dados não disponíveis',
  description: 'Faça upload de um documento primeiro',
} as const;

/** docs/product.md §2's message to a manager of an inactive company (docs/design.md §4.14). */
export const INACTIVE_FOR_MANAGER = {
  title: 'Empresa inativa',
  description: 'Os dados desta empresa não estão disponíveis. Contacte o seu contabilista.',
} as const;

// Tabs that do not show the selected period's figures: no warning about its workbook there.
const TABS_WITHOUT_TIE_OUTS: ReadonlySet<AnalysisTab> = new Set<AnalysisTab>([
  'upload',
  'sector',
  'comparison',
]);

// The tabs other than Dashboard and Upload are their own chunks: the first gauge does not wait
// for their code (nor for chart.js, which the dashboard's charts also load on their own). Once
// the view is shown they are fetched while the browser is idle, so a tab's first opening does
// not wait for the network either. Managers never upload: the Upload tab's code (dialog, forms,
// outbox) loads only for accountants.
const loadUploadTab = () => import('../upload/upload-tab');
const loadSummaryTab = () => import('../summary/summary-tab');
const loadRevenuesTab = () => import('../revenues/revenues-tab');
const loadBalanceTab = () => import('../balance/balance-tab');
const loadDreTab = () => import('../statements/dre-tab');
const loadFseTab = () => import('../statements/fse-tab');
const loadRatiosTab = () => import('../ratios/ratios-tab');
const loadComparisonTab = () => import('../comparison/comparison-tab');
const ANALYSIS_TAB_CODE = [
  loadSummaryTab,
  loadRevenuesTab,
  loadBalanceTab,
  loadDreTab,
  loadFseTab,
  loadRatiosTab,
  loadComparisonTab,
];

const UploadTab = lazy(async () => ({ default: (await loadUploadTab()).UploadTab }));
const SummaryTab = lazy(async () => ({ default: (await loadSummaryTab()).SummaryTab }));
const RevenuesTab = lazy(async () => ({ default: (await loadRevenuesTab()).RevenuesTab }));
const BalanceTab = lazy(async () => ({ default: (await loadBalanceTab()).BalanceTab }));
const DreTab = lazy(async () => ({ default: (await loadDreTab()).DreTab }));
const FseTab = lazy(async () => ({ default: (await loadFseTab()).FseTab }));
const RatiosTab = lazy(async () => ({ default: (await loadRatiosTab()).RatiosTab }));
const ComparisonTab = lazy(async () => ({ default: (await loadComparisonTab()).ComparisonTab }));

/** Fetches the other tabs' code once the browser is idle (a failure waits for the tab's click). */
function usePreloadedTabs(withUpload: boolean): void {
  useEffect(() => {
    const load = () => {
      for (const code of withUpload ? [...ANALYSIS_TAB_CODE, loadUploadTab] : ANALYSIS_TAB_CODE) {
        code().catch(() => undefined);
      }
    };
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(load, { timeout: 3000 });
      return () => {
        window.cancelIdleCallback(id);
      };
    }
    const timer = setTimeout(load, 500);
    return () => {
      clearTimeout(timer);
    };
  }, [withUpload]);
}

/**
 * The company analysis view once the company and its stored periods are read: the header, the
 * tabs (enabled per docs/product.md §2; a disabled tab cannot be chosen), the period selector and the
 * chosen tab's content.
 */
export function CompanyView({
  company,
  periods,
  role,
}: {
  company: Company;
  periods: readonly CompanyPeriod[];
  role: Role | undefined;
}) {
  const [chosenTab, setChosenTab] = useState<AnalysisTab | null>(null);
  const [chosenPeriod, setChosenPeriod] = useState<string | null>(null);
  const stored = useMemo(() => periods.map((item) => item.data), [periods]);
  const sources = useMemo(
    () => new Map(periodSources(stored).map((source) => [source.period, source])),
    [stored],
  );
  // Everyone opens on the latest period of real data, never on a newer simulation
  // (docs/design.md §4.21), unless a simulation is all there is.
  const opening = defaultPeriod(stored);
  const selected =
    periods.find((item) => item.period === chosenPeriod) ??
    periods.find((item) => item.period === opening) ??
    periods[0] ??
    null;
  const period = selected?.period ?? '';
  const periodList = periods.map((item) => item.period);
  const enabled = tabAvailability(selected?.data ?? null, periods.length);
  const hasData = periods.some((stored) => stored.hasStatements);
  const tab = shownTab(chosenTab, role, enabled);
  const navigate = useNavigate();
  usePreloadedTabs(role === 'accountant');
  // The management report of the selected period, for either role, once it holds statements.
  const report = selected?.hasStatements ? (
    <Button
      colorPalette="brand"
      variant="outline"
      size="sm"
      onClick={() => {
        void navigate(companyReportPath(company.id, period));
      }}
    >
      <FileText aria-hidden /> Relatório de gestão
    </Button>
  ) : null;
  const header = (
    <CompanyHeader
      company={company}
      hasData={hasData}
      source={sources.get(period) ?? null}
      actions={report}
    />
  );

  if (role !== 'accountant' && !company.isActive) {
    return (
      <Stack gap="6">
        {header}
        <EmptyMessage icon={<Ban aria-hidden />} {...INACTIVE_FOR_MANAGER} />
      </Stack>
    );
  }
  if (tab === null) {
    return (
      <Stack gap="6">
        {header}
        <EmptyMessage icon={<FileSpreadsheet aria-hidden />} {...NO_DATA} />
      </Stack>
    );
  }

  const tabProps: CompanyTabProps = {
    companyId: company.id,
    period,
    periods: periodList,
    defaultPeriod: opening,
  };
  const tabs = tabsFor(role);
  return (
    <PeriodSourcesContext value={sources}>
      <Stack gap="5">
        {header}
        <Tabs.Root
          value={tab}
          onValueChange={(details) => {
            setChosenTab(details.value as AnalysisTab);
          }}
          lazyMount
          unmountOnExit
          variant="line"
          colorPalette="brand"
        >
          <Box overflowX="auto" className="no-print">
            <Tabs.List aria-label="Análise da empresa" minWidth="max-content">
              {tabs.map(({ id, label, shortLabel }) => (
                <Tabs.Trigger
                  key={id}
                  value={id}
                  disabled={!enabled[id]}
                  px={{ base: '2', md: '3' }}
                >
                  {/* The short label is only seen; the full one names the tab (axe: the name
                    must contain what is seen, so no aria-label here). */}
                  <Box as="span" hideFrom="md">
                    <span aria-hidden="true">{shortLabel}</span>
                    <VisuallyHidden>{label}</VisuallyHidden>
                  </Box>
                  <Box as="span" hideBelow="md">
                    {label}
                  </Box>
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </Box>
          {showsPeriodSelector(tab, periods.length) ? (
            <Box pt="4">
              <PeriodSelector periods={stored} value={period} onChange={setChosenPeriod} />
            </Box>
          ) : null}
          {TABS_WITHOUT_TIE_OUTS.has(tab) ? null : (
            <PeriodTieOuts companyId={company.id} period={period} />
          )}
          {tabs.map(({ id }) => (
            <Tabs.Content key={id} value={id} pt="4">
              {id === 'upload' ? (
                <Suspense fallback={<TabSkeleton />}>
                  <UploadTab
                    company={company}
                    hasData={hasData}
                    onSaved={(saved) => {
                      setChosenPeriod(saved);
                      setChosenTab('dashboard');
                    }}
                  />
                </Suspense>
              ) : id === 'sector' ? (
                <SectorTab />
              ) : (
                <Suspense fallback={<TabSkeleton />}>
                  <AnalysisTabContent tab={id} props={tabProps} />
                </Suspense>
              )}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>
    </PeriodSourcesContext>
  );
}

function AnalysisTabContent({
  tab,
  props,
}: {
  tab: Exclude<AnalysisTab, 'upload' | 'sector'>;
  props: CompanyTabProps;
}) {
  switch (tab) {
    case 'dashboard':
      return <DashboardTab {...props} />;
    case 'summary':
      return <SummaryTab {...props} />;
    case 'revenues':
      return <RevenuesTab {...props} />;
    case 'balance':
      return <BalanceTab {...props} />;
    case 'income':
      return <DreTab {...props} />;
    case 'expenses':
      return <FseTab {...props} />;
    case 'ratios':
      return <RatiosTab {...props} />;
    case 'comparison':
      return <ComparisonTab {...props} />;
  }
}
