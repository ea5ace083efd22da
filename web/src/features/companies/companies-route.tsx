import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '@risema/finance-core/format';
import { Link } from 'react-router';
import { ActiveBadge } from '../../components/active-badge';
import { DataGate } from '../../components/data-gate';
import { EmptyMessage } from '../../components/empty-message';
import { Page } from '../../components/page';
import { useSession } from '../../data/hooks/use-session';
import { useCompanies } from '../../data/queries/use-companies';

/**
 * `/companies` and `/admin/companies` — Empresas, as synced (an admin sees all, an accountant
 * theirs). Search, counters and the company dialogs come with the companies screen.
 */
export default function CompaniesRoute() {
  const role = useSession()?.user.role;
  const sorted = useCompanies() ?? [];

  return (
    <Page title="Empresas">
      <DataGate>
        {sorted.length === 0 ? (
          <EmptyMessage title="Nenhuma empresa criada" />
        ) : (
          <Stack as="ul" listStyleType="none" gap="3">
            {sorted.map((company) => (
              <Box as="li" key={company.id} borderWidth="1px" rounded="lg" p="4" bg="bg">
                <HStack justify="space-between" align="start" gap="3" wrap="wrap">
                  <Box minWidth="0">
                    <Text fontWeight="semibold">{company.name}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      NIF {company.taxId} · criada a {formatDate(company.createdAt)}
                      {role === 'admin' && company.accountantName
                        ? ` · ${company.accountantName}`
                        : ''}
                    </Text>
                  </Box>
                  <HStack gap="2">
                    <ActiveBadge active={company.isActive} />
                    {role === 'accountant' ? (
                      <Button asChild size="sm" variant="outline">
                        <Link to={`/company/${company.id}`}>Ver Detalhes</Link>
                      </Button>
                    ) : null}
                  </HStack>
                </HStack>
              </Box>
            ))}
          </Stack>
        )}
      </DataGate>
    </Page>
  );
}
