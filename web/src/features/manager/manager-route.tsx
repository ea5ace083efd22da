import { Building2, Lock } from 'lucide-react';
import { Navigate } from 'react-router';
import { DataGate } from '../../components/data-gate';
import { EmptyMessage } from '../../components/empty-message';
import { Page } from '../../components/page';
import { useSession } from '../../data/hooks/use-session';
import { useManagerCompany } from '../../data/queries/use-manager-company';

/**
 * `/manager` — the manager's first company (the first whose managerId is theirs, docs/product.md §6),
 * or `Nenhuma empresa encontrada` asking to contact the accountant. An inactive company is not
 * shown: the manager is asked to contact the accountant (docs/design.md §4.14).
 */
export default function ManagerRoute() {
  const company = useManagerCompany(useSession()?.user.id);

  return (
    <DataGate>
      {company?.isActive ? (
        <Navigate to={`/company/${company.id}`} replace />
      ) : company ? (
        <Page title={company.name}>
          <EmptyMessage
            icon={<Lock aria-hidden />}
            title="Empresa inativa"
            description="Os dados desta empresa não estão disponíveis. Contacte o seu contabilista."
          />
        </Page>
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
