import { Building2 } from 'lucide-react';
import { Navigate } from 'react-router';
import { DataGate } from '../../components/data-gate';
import { EmptyMessage } from '../../components/empty-message';
import { Page } from '../../components/page';
import { useSession } from '../../data/hooks/use-session';
import { useManagerCompany } from '../../data/queries/use-manager-company';

/**
 * `/manager` — the manager's first company (the first whose managerId is theirs, SPEC.md §6),
 * or `Nenhuma empresa encontrada` asking to contact the accountant.
 */
export default function ManagerRoute() {
  const company = useManagerCompany(useSession()?.user.id);

  return (
    <DataGate>
      {company ? (
        <Navigate to={`/company/${company.id}`} replace />
      ) : company === null ? (
        <Page title="Dashboard">
          <EmptyMessage
            icon={<Building2 aria-hidden />}
            title="Nenhuma empresa encontrada"
            description="Contacte o seu contabilista para associar a sua empresa."
          />
        </Page>
      ) : null}
    </DataGate>
  );
}
