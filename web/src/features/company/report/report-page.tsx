import { Skeleton, Stack } from '@chakra-ui/react';
import { messages } from '@risema/finance-core/contract';
import { useParams, useSearchParams } from 'react-router';
import { DataGate } from '../../../components/data-gate';
import { Page } from '../../../components/page';
import { useCompany } from '../../../data/queries/use-company';
import { useCompanyPeriods } from '../../../data/queries/use-company-periods';
import { ManagementReport } from './management-report';

function ReportSkeleton() {
  return (
    <Stack gap="4" aria-busy="true" aria-label="A carregar">
      <Skeleton height="12" rounded="md" />
      <Skeleton height="96" rounded="md" />
    </Stack>
  );
}

/**
 * The management report page (Relatório de gestão) of a company's period, for its accountant and
 * its manager, from this device's data only.
 */
export function ReportPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const company = useCompany(id);
  const periods = useCompanyPeriods(id);
  return (
    <DataGate>
      {company === null ? (
        <Page title={messages.companyNotFound} />
      ) : company && periods ? (
        <ManagementReport company={company} periods={periods} requested={search.get('period')} />
      ) : (
        <ReportSkeleton />
      )}
    </DataGate>
  );
}
