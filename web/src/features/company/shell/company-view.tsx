import { Box, Button, Stack, Tabs } from '@chakra-ui/react';
import type { SystemStyleObject } from '@chakra-ui/react';
import type { Company, Role } from '@risema/finance-core/contract';
import type { AnalysisTab } from '@risema/finance-core/views';
import { tabAvailability } from '@risema/finance-core/views';
import { defaultPeriod, periodSources } from '@risema/finance-core/analysis';
import { Ban, FileSpreadsheet, FileText } from 'lucide-react';
import { Suspense, lazy, memo, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { companyReportPath } from '../../../app/paths';
import { EmptyMessage } from '../../../components/empty-message';
import type { CompanyPeriod } from '../../../data/queries/use-company-periods';
import type { CompanyTabProps } from '../company-tab-props';
import { DashboardTab } from '../dashboard/dashboard-tab';
import { SectorTab } from '../sector/sector-tab';
import { PeriodSourcesContext } from '../common/period-sources';
import { PrintStyles } from '../print/print-styles';
import { TabSkeleton } from '../common/tab-state';
import { CompanyHeader } from './company-header';
import { shownTab, showsPeriodSelector, tabsFor } from './company-tabs';
import { PeriodSelector } from './period-selector';
import { PeriodTieOuts } from './period-tie-outs';
import { TAB_IDS, TabPanel } from './tab-panel';
import { useFreshHiddenPanels } from './use-fresh-hidden-panels';

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

/**
 * Fetches the other tabs' code once the browser is idle, one tab's chunk per idle moment (a
 * failure waits for the tab's click): asking for all of them in one callback made one long task
 * of a phone's return visit, and their compiling another.
 */
function usePreloadedTabs(withUpload: boolean): void {
  useEffect(() => {
    const queue = withUpload ? [...ANALYSIS_TAB_CODE, loadUploadTab] : [...ANALYSIS_TAB_CODE];
    let cancel = () => {};
    const whenIdle = (then: () => void) => {
      if ('requestIdleCallback' in window) {
        const id = window.requestIdleCallback(then, { timeout: 3000 });
        cancel = () => {
          window.cancelIdleCallback(id);
        };
      } else {
        const timer = setTimeout(then, 500);
        cancel = () => {
          clearTimeout(timer);
        };
      }
    };
    const next = () => {
      const code = queue.shift();
      if (!code) return;
      void code()
        .catch(() => undefined)
        .finally(() => {
          whenIdle(next);
        });
    };
    whenIdle(next);
    return () => {
      queue.length = 0;
      cancel();
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
  // One array while the periods are the same: a kept tab compares it to decide whether to draw.
  const periodList = useMemo(() => periods.map((item) => item.period), [periods]);
  const enabled = tabAvailability(selected?.data ?? null, periods.length);
  const hasData = periods.some((stored) => stored.hasStatements);
  const tab = shownTab(chosenTab, role, enabled);
  // The tabs shown so far, kept mounted (the tab's code and data load on its first showing).
  const [visited, setVisited] = useState<ReadonlySet<AnalysisTab>>(() => new Set());
  if (tab !== null && !visited.has(tab)) setVisited(new Set([...visited, tab]));
  // The chosen tab's content commits with the header, not in a deferred render after it: on a
  // reload the start's other updates (sync state, connection, quota) kept interrupting that
  // second render, which redid its cold work each time (a reload's main thread: a third more).
  const panels = useRef<HTMLDivElement>(null);
  useFreshHiddenPanels(panels, tab);
  const navigate = useNavigate();
  const reportable = selected?.hasStatements === true;
  usePreloadedTabs(role === 'accountant');
  // The management report of the selected period, for either role, once it holds statements.
  // Memoised with the header: a tab switch does not draw them again.
  const report = useMemo(
    () =>
      reportable ? (
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
      ) : null,
    [reportable, navigate, company.id, period],
  );
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
      {/* Once for the view: a style sheet added with each tab would make the browser restyle
        the tables of every tab kept hidden. */}
      <PrintStyles />
      <Stack gap="5">
        {header}
        <Box ref={panels}>
          <Tabs.Root
            value={tab}
            onValueChange={(details) => {
              setChosenTab(details.value as AnalysisTab);
            }}
            ids={TAB_IDS}
            variant="line"
            colorPalette="brand"
          >
            <Box overflowX="auto" className="no-print">
              <Tabs.List aria-label="Análise da empresa" minWidth="max-content" css={TAB_LIST_CSS}>
                {tabs.map(({ id, label, shortLabel }) => (
                  <Tabs.Trigger key={id} value={id} disabled={!enabled[id]}>
                    <TabLabel label={label} shortLabel={shortLabel} />
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
            </Box>
          </Tabs.Root>
          {periods.length > 1 ? (
            // Kept mounted and hidden on the tabs without it: a switch does not build it again.
            <Box pt="4" hidden={!showsPeriodSelector(tab, periods.length)}>
              <PeriodSelector periods={stored} value={period} onChange={setChosenPeriod} />
            </Box>
          ) : null}
          <PeriodTieOuts
            companyId={company.id}
            period={period}
            shown={!TABS_WITHOUT_TIE_OUTS.has(tab)}
          />
          {tab === 'upload' ? (
            // The upload flow starts afresh each time its tab is opened.
            <TabPanel value="upload" shown>
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
            </TabPanel>
          ) : null}
          {tabs.map(({ id }) =>
            id !== 'upload' && visited.has(id) ? (
              <KeptTab key={id} tab={id} shown={id === tab} {...tabProps} />
            ) : null,
          )}
        </Box>
      </Stack>
    </PeriodSourcesContext>
  );
}

/**
 * The tabs' labels (TabLabel) and padding, set once on the list: the ten tabs' spans are plain
 * elements instead of three styled components each.
 */
const TAB_LIST_CSS: SystemStyleObject = {
  '& [role="tab"]': { px: { base: '2', md: '3' } },
  '& .tab-short': { hideFrom: 'md' },
  '& .tab-hidden-label': { srOnly: true },
  '& .tab-full': { hideBelow: 'md' },
};

/** A tab's label: short on a phone (docs/product.md §2), full from md up. */
const TabLabel = memo(function TabLabel({
  label,
  shortLabel,
}: {
  label: string;
  shortLabel: string;
}) {
  return (
    <>
      {/* The short label is only seen; the full one names the tab (axe: the name must contain
        what is seen, so no aria-label here). Plain spans styled by TAB_LABEL_CSS. */}
      <span className="tab-short">
        <span aria-hidden="true">{shortLabel}</span>
        <span className="tab-hidden-label">{label}</span>
      </span>
      <span className="tab-full">{label}</span>
    </>
  );
});

interface KeptTabProps extends CompanyTabProps {
  tab: Exclude<AnalysisTab, 'upload'>;
  /** Whether the tab is the one shown. */
  shown: boolean;
}

function sameTabProps(before: KeptTabProps, after: KeptTabProps): boolean {
  return (
    before.tab === after.tab &&
    before.companyId === after.companyId &&
    before.period === after.period &&
    before.periods === after.periods &&
    before.defaultPeriod === after.defaultPeriod
  );
}

/**
 * A visited tab: its panel and its content, kept mounted while other tabs are shown. Switching
 * back shows what it drew (tables, charts) instead of building it again, so no tab is much
 * slower to switch to than another. A hidden tab is not drawn again: a period chosen
 * on another tab reaches it when it is shown (its own reads, such as a sync's new data, still
 * update it).
 */
const KeptTab = memo(
  function KeptTab({ tab, shown, ...props }: KeptTabProps) {
    return (
      <TabPanel value={tab} shown={shown}>
        <Suspense fallback={<TabSkeleton />}>
          <KeptTabContent tab={tab} shown={shown} {...props} />
        </Suspense>
      </TabPanel>
    );
  },
  (before, after) => before.shown === after.shown && (!after.shown || sameTabProps(before, after)),
);

/** The content of a kept tab: drawn while shown, and then only when what it shows changes. */
const KeptTabContent = memo(
  function KeptTabContent({ tab, shown: _shown, ...props }: KeptTabProps) {
    return <AnalysisTabContent tab={tab} props={props} />;
  },
  (before, after) => !after.shown || sameTabProps(before, after),
);

function AnalysisTabContent({
  tab,
  props,
}: {
  tab: Exclude<AnalysisTab, 'upload'>;
  props: CompanyTabProps;
}) {
  switch (tab) {
    case 'sector':
      return <SectorTab />;
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
