import { Skeleton, Stack } from '@chakra-ui/react';
import { messages } from '@risema/finance-core/contract';
import { Suspense, lazy } from 'react';
import { useParams } from 'react-router';
import { DataGate } from '../../components/data-gate';
import { Page } from '../../components/page';
import { usePageTitle } from '../../components/use-page-title';
import { useSession } from '../../data/hooks/use-session';
import { useCompany } from '../../data/queries/use-company';
import { useCompanyPeriods } from '../../data/queries/use-company-periods';
import { CompanyView } from './shell/company-view';

/**
 * `/company/:id` — the company analysis view (docs/product.md §2), read from this device's data only
 * (Dexie), so a synced company opens offline.
 */
export default function CompanyRoute() {
  const { id = '' } = useParams();
  const company = useCompany(id);
  const periods = useCompanyPeriods(id);
  const role = useSession()?.user.role;
  usePageTitle(company?.name ?? 'Empresa');

  return (
    <DataGate>
      {company === null ? (
        <Page title={messages.companyNotFound} />
      ) : company && periods ? (
        <CompanyView company={company} periods={periods} role={role} />
      ) : (
        <Stack gap="4" aria-busy="true" aria-label="A carregar">
          <Skeleton height="12" rounded="md" />
          <Skeleton height="10" rounded="md" />
          <Skeleton height="64" rounded="md" />
        </Stack>
      )}
    </DataGate>
  );
}

// The report's tables, charts and print rules load when a report is opened.
const ReportPage = lazy(async () => ({
  default: (await import('./report/report-page')).ReportPage,
}));

/**
 * `/company/:id/relatorio?period=AAAA-MM` — the management report (Relatório de gestão) of a
 * company's period, for its accountant and its manager.
 */
export function ReportRoute() {
  return (
    <Suspense
      fallback={
        <Stack gap="4" aria-busy="true" aria-label="A carregar">
          <Skeleton height="12" rounded="md" />
          <Skeleton height="96" rounded="md" />
        </Stack>
      }
    >
      <ReportPage />
    </Suspense>
  );
}
