import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { messages } from '@risema/finance-core/contract';
import { useLiveQuery } from 'dexie-react-hooks';
import { ActiveBadge } from '../../components/active-badge';
import { DataGate } from '../../components/data-gate';
import { EmptyMessage } from '../../components/empty-message';
import { Page } from '../../components/page';
import { useServices } from '../../data/services-context';

/** `/admin/accountants` — Contabilistas, as synced; management comes with the accountants screen. */
export default function AccountantsRoute() {
  const { db } = useServices();
  const accountants = useLiveQuery(
    () => db.users.where('role').equals('accountant').sortBy('name'),
    [db],
  );

  return (
    <Page title="Contabilistas">
      <DataGate>
        {!accountants || accountants.length === 0 ? (
          <EmptyMessage title="Nenhum contabilista criado" />
        ) : (
          <Stack as="ul" listStyleType="none" gap="3">
            {accountants.map((accountant) => (
              <Box as="li" key={accountant.id} borderWidth="1px" rounded="lg" p="4" bg="bg">
                <HStack justify="space-between" gap="3" wrap="wrap">
                  <Box minWidth="0">
                    <Text fontWeight="semibold">{accountant.name}</Text>
                    <Text fontSize="sm" color="fg.muted" truncate>
                      {accountant.email}
                    </Text>
                  </Box>
                  <ActiveBadge active={accountant.isActive} masculine />
                </HStack>
                <Text fontSize="sm" mt="1">
                  {accountant.licenseDetails?.officeName ?? messages.noLicense}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
      </DataGate>
    </Page>
  );
}
