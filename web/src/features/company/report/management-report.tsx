import { Button, Flex, Skeleton, Stack } from '@chakra-ui/react';
import { analysisMessages, periodSource } from '@risema/finance-core/analysis';
import type { Company, PeriodNote } from '@risema/finance-core/contract';
import type { PeriodAnalysis, PeriodComparison } from '@risema/finance-core/views';
import { ArrowLeft, FileSpreadsheet, Printer } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { companyPath } from '../../../app/paths';
import { EmptyMessage } from '../../../components/empty-message';
import { usePageTitle } from '../../../components/use-page-title';
import type { CompanyPeriod } from '../../../data/queries/use-company-periods';
import { useComparison } from '../../../data/queries/use-comparison';
import { useLicense } from '../../../data/queries/use-licenses';
import { usePeriodAnalysis } from '../../../data/queries/use-period-analysis';
import { BalanceBody } from '../balance/balance-body';
import { ComparisonBody } from '../comparison/comparison-body';
import { NoteText } from '../note/note-view';
import { PrintStyles } from '../print/print-styles';
import { RatiosBody } from '../ratios/ratios-body';
import { ExportExcelButton } from '../common/export-excel-button';
import { StatementBody } from '../statements/statement-body';
import { SummaryBody } from '../summary/summary-body';
import { ReportCover } from './report-cover';
import { reportPeriods } from './report-periods';
import { ReportPrintStyles } from './report-print-styles';
import { ReportSection } from './report-section';
import { useChartsFitPrint } from './use-charts-fit-print';

/** A section of the report after the cover, in order. */
interface SectionSpec {
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * The sections after the cover: Resumo executivo, Balanço, DRE, FSE, Rácios with their insights,
 * and the Comparativo against the previous year's period when one is stored.
 */
function sectionsOf(
  analysis: PeriodAnalysis,
  comparison: PeriodComparison | null,
  period: string,
  note: PeriodNote | null,
): SectionSpec[] {
  return [
    // The accountant's note (issue 17 §2) opens the report, before the summary.
    ...(note
      ? [{ id: 'note', title: 'Nota do contabilista', body: <NoteText note={note} /> }]
      : []),
    {
      id: 'summary',
      title: 'Resumo executivo',
      body: <SummaryBody analysis={analysis} period={period} />,
    },
    {
      id: 'balance',
      title: 'Balanço',
      body: (
        <BalanceBody
          balance={analysis.balance}
          insights={analysis.insights.balance}
          period={period}
        />
      ),
    },
    {
      id: 'income',
      title: 'Demonstração de Resultados (DRE)',
      body: (
        <StatementBody
          tableTitle="Contas detalhadas da DRE"
          view={analysis.incomeStatement}
          insights={analysis.insights.income}
        />
      ),
    },
    {
      id: 'expenses',
      title: 'Fornecimentos e Serviços Externos (FSE)',
      body: (
        <StatementBody
          tableTitle="Contas detalhadas de FSE"
          view={analysis.externalServices}
          insights={analysis.insights.fse}
        />
      ),
    },
    {
      id: 'ratios',
      title: 'Rácios financeiros',
      body: (
        <RatiosBody
          ratioTable={analysis.ratioTable}
          insights={analysis.insights.ratios}
          period={period}
        />
      ),
    },
    ...(comparison
      ? [
          {
            id: 'comparison',
            title: 'Comparativo',
            body: <ComparisonBody comparison={comparison} />,
          },
        ]
      : []),
  ];
}

/**
 * The management report of a company's period (`/company/{id}/relatorio?period=AAAA-MM`): an A4
 * document read from this device's data (so it opens offline) — the cover, then each section on
 * its own page — with `Imprimir / Guardar PDF` and `Exportar Excel` (every section, one sheet
 * each).
 */
export function ManagementReport({
  company,
  periods,
  requested,
}: {
  company: Company;
  periods: readonly CompanyPeriod[];
  requested: string | null;
}) {
  const { period, partner } = reportPeriods(periods, requested);
  const analysis = usePeriodAnalysis(company.id, period ?? '');
  const compared = useComparison(company.id, period && partner ? [period, partner] : []);
  const license = useLicense(company.licenseId);
  const [madeAt] = useState(() => new Date());
  usePageTitle(`Relatório de gestão · ${company.name}`);
  useChartsFitPrint();

  const back = (
    <Button asChild variant="ghost" size="sm">
      <Link to={companyPath(company.id)}>
        <ArrowLeft aria-hidden /> Voltar à análise
      </Link>
    </Button>
  );
  if (period === null || analysis === null) {
    return (
      <Stack gap="4">
        <Flex>{back}</Flex>
        <EmptyMessage
          icon={<FileSpreadsheet aria-hidden />}
          title={analysisMessages.noData}
          description={analysisMessages.noDataHint}
        />
      </Stack>
    );
  }
  if (analysis === undefined || compared === undefined || license === undefined) {
    return (
      <Stack gap="4" aria-busy="true" aria-label="A carregar">
        <Skeleton height="10" rounded="md" />
        <Skeleton height="96" rounded="md" />
      </Stack>
    );
  }
  const comparison = compared.ready ? compared : null;
  const data = periods.find((item) => item.period === period)?.data;
  const note = data?.note ?? null;
  const source = data
    ? periodSource(
        data,
        periods.map((item) => item.data),
      )
    : null;
  const sections = sectionsOf(analysis, comparison, period, note);
  return (
    <Stack gap="6" className="report-stack" data-testid="management-report">
      <PrintStyles />
      <ReportPrintStyles />
      <Flex gap="2" wrap="wrap" align="center" className="no-print">
        {back}
        <Flex gap="2" wrap="wrap" ms="auto">
          <ExportExcelButton
            companyId={company.id}
            period={period}
            content={{ kind: 'report', analysis, comparison }}
          />
          <Button
            colorPalette="brand"
            size="sm"
            onClick={() => {
              window.print();
            }}
          >
            <Printer aria-hidden /> Imprimir / Guardar PDF
          </Button>
        </Flex>
      </Flex>
      <ReportCover
        company={company}
        period={period}
        source={source}
        officeName={license?.officeName ?? null}
        madeAt={madeAt}
      />
      {sections.map((section) => (
        <ReportSection key={section.id} id={section.id} title={section.title}>
          {section.body}
        </ReportSection>
      ))}
    </Stack>
  );
}
