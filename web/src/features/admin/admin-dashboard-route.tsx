import { SimpleGrid, Stat } from '@chakra-ui/react';
import { licenseStatus } from '@risema/finance-core/contract';
import { useLiveQuery } from 'dexie-react-hooks';
import { DataGate } from '../../components/data-gate';
import { Page } from '../../components/page';
import { useServices } from '../../data/services-context';

/**
 * `/admin` — Painel Administrativo. The four counts of SPEC.md §2, computed from the synced data;
 * the licence and association sections come with the admin screens.
 */
export default function AdminDashboardRoute() {
  const { db } = useServices();
  const counts = useLiveQuery(async () => {
    const now = new Date();
    const licenses = await db.licenses.toArray();
    return {
      activeLicenses: licenses.filter((license) => licenseStatus(license, now) === 'active').length,
      companies: await db.companies.count(),
      accountants: await db.users.where('role').equals('accountant').count(),
      managers: await db.users.where('role').equals('manager').count(),
    };
  }, [db]);

  return (
    <Page title="Painel Administrativo">
      <DataGate skeletons={1}>
        {counts ? (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
            <Count label="Licenças ativas" value={counts.activeLicenses} />
            <Count label="Total de empresas" value={counts.companies} />
            <Count label="Contabilistas" value={counts.accountants} />
            <Count label="Gestores" value={counts.managers} />
          </SimpleGrid>
        ) : null}
      </DataGate>
    </Page>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Stat.Root borderWidth="1px" rounded="lg" p="4" bg="bg">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>{value}</Stat.ValueText>
    </Stat.Root>
  );
}
