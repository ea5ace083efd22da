import { useLiveQuery } from 'dexie-react-hooks';
import { Building2 } from 'lucide-react';
import { Navigate } from 'react-router';
import { DataGate } from '../../components/data-gate';
import { EmptyMessage } from '../../components/empty-message';
import { Page } from '../../components/page';
import { useSession } from '../../data/hooks/use-session';
import { useServices } from '../../data/services-context';

/**
 * `/manager` — the manager's first company (the first whose managerId is theirs, SPEC.md §6),
 * or `Nenhuma empresa encontrada` asking to contact the accountant.
 */
export default function ManagerRoute() {
  const { db } = useServices();
  const user = useSession()?.user;
  const company = useLiveQuery(
    async () =>
      user
        ? ((await db.companies.where('managerId').equals(user.id).sortBy('createdAt'))[0] ?? null)
        : null,
    [db, user],
  );

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
