import { SimpleGrid, Stack } from '@chakra-ui/react';
import { Building2, KeyRound, Plus, UserCog, Users } from 'lucide-react';
import { useState } from 'react';
import { DataGate } from '../../components/data-gate';
import { NetworkButton } from '../../components/network-button';
import { Page } from '../../components/page';
import { StatCard } from '../../components/stat-card';
import { useAccountants } from '../../data/queries/use-accountants';
import { useAdminStats } from '../../data/queries/use-admin-stats';
import { useLicenseCompanyCounts, useLicenses } from '../../data/queries/use-licenses';
import { AssociationSection } from './association-section';
import { LazyLicenseFormDialog } from './lazy-license-form-dialog';
import { LicenseList } from './license-list';
import { OfflineAdminNote } from './offline-admin-note';

const CHANGE_LABEL = 'face a há 30 dias';

/**
 * `/admin` — Painel Administrativo: the four counts of docs/product.md §2 (their change against 30 days
 * earlier only where the stored creation dates allow it), `Nova Licença`, the licence section and
 * the association section.
 */
export default function AdminDashboardRoute() {
  const [now] = useState(() => new Date());
  const stats = useAdminStats();
  const licenses = useLicenses();
  const companyCounts = useLicenseCompanyCounts();
  const accountants = useAccountants();
  const [creating, setCreating] = useState(false);

  return (
    <Page
      title="Painel Administrativo"
      actions={
        <NetworkButton colorPalette="brand" onClick={() => setCreating(true)}>
          <Plus aria-hidden /> Nova Licença
        </NetworkButton>
      }
    >
      <OfflineAdminNote />
      <DataGate skeletons={2}>
        {stats && licenses && companyCounts && accountants ? (
          <Stack gap="6">
            <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
              <StatCard label="Licenças ativas" value={stats.activeLicenses} icon={<KeyRound />} />
              <StatCard
                label="Total de empresas"
                value={stats.companies.current}
                change={stats.companies.change}
                changeLabel={CHANGE_LABEL}
                icon={<Building2 />}
              />
              <StatCard
                label="Contabilistas"
                value={stats.accountants.current}
                change={stats.accountants.change}
                changeLabel={CHANGE_LABEL}
                icon={<Users />}
              />
              <StatCard
                label="Gestores"
                value={stats.managers.current}
                change={stats.managers.change}
                changeLabel={CHANGE_LABEL}
                icon={<UserCog />}
              />
            </SimpleGrid>
            <LicenseList
              title="Gestão de Licenças"
              licenses={licenses}
              companyCounts={companyCounts}
              now={now}
            />
            <AssociationSection accountants={accountants} licenses={licenses} now={now} />
          </Stack>
        ) : null}
      </DataGate>
      <LazyLicenseFormDialog open={creating} onOpenChange={setCreating} />
    </Page>
  );
}
