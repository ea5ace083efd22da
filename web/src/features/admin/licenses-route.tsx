import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { licenseStatus } from '@risema/finance-core/contract';
import type { LicenseStatus } from '@risema/finance-core/contract';
import { formatDate } from '@risema/finance-core/format';
import { useLiveQuery } from 'dexie-react-hooks';
import { DataGate } from '../../components/data-gate';
import { EmptyMessage } from '../../components/empty-message';
import { Page } from '../../components/page';
import { useServices } from '../../data/services-context';

const STATUS_BADGES: Readonly<Record<LicenseStatus, { label: string; color: string }>> = {
  active: { label: 'Ativa', color: 'green' },
  suspended: { label: 'Inativa', color: 'gray' },
  expired: { label: 'Expirada', color: 'red' },
};

/** `/admin/licenses` — the synced licences; management comes with the licence screen. */
export default function LicensesRoute() {
  const { db } = useServices();
  const licenses = useLiveQuery(() => db.licenses.toArray(), [db]);
  const now = new Date();
  const sorted = [...(licenses ?? [])].sort((a, b) =>
    a.officeName.localeCompare(b.officeName, 'pt'),
  );

  return (
    <Page title="Licenças">
      <DataGate>
        {sorted.length === 0 ? (
          <EmptyMessage title="Nenhuma licença criada" />
        ) : (
          <Stack as="ul" listStyleType="none" gap="3">
            {sorted.map((license) => {
              const badge = STATUS_BADGES[licenseStatus(license, now)];
              return (
                <Box as="li" key={license.id} borderWidth="1px" rounded="lg" p="4" bg="bg">
                  <HStack justify="space-between" gap="3" wrap="wrap">
                    <Text fontWeight="semibold">{license.officeName}</Text>
                    <Badge colorPalette={badge.color}>{badge.label}</Badge>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted" mt="1">
                    Máximo de {license.maxCompanies} empresas · expira a{' '}
                    {formatDate(license.expiryDate)}
                  </Text>
                </Box>
              );
            })}
          </Stack>
        )}
      </DataGate>
    </Page>
  );
}
