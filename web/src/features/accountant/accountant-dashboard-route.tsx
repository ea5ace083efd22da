import { Button, Card, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { formatDate } from '@risema/finance-core/format';
import { Link } from 'react-router';
import { ActiveBadge } from '../../components/active-badge';
import { DataGate } from '../../components/data-gate';
import { EmptyMessage } from '../../components/empty-message';
import { Page } from '../../components/page';
import { useSession } from '../../data/hooks/use-session';
import { useCompanies } from '../../data/queries/use-companies';

/**
 * `/accountant` — Dashboard Contabilista: the welcome line and the grid of the accountant's
 * companies from the synced data. The new-company dialog and the quota card come later.
 */
export default function AccountantDashboardRoute() {
  const user = useSession()?.user;
  const companies = useCompanies();

  return (
    <Page title="Dashboard Contabilista" subtitle={user ? `Bem-vindo, ${user.name}` : undefined}>
      <DataGate>
        {!companies || companies.length === 0 ? (
          <EmptyMessage title="Nenhuma empresa criada" />
        ) : (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {companies.map((company) => (
              <Card.Root as="li" key={company.id}>
                <Card.Header>
                  <HStack justify="space-between" align="start" gap="2">
                    <Card.Title as="h2" fontSize="lg">
                      {company.name}
                    </Card.Title>
                    <ActiveBadge active={company.isActive} />
                  </HStack>
                </Card.Header>
                <Card.Body gap="1">
                  <Text fontSize="sm">NIF: {company.taxId}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    Criada a {formatDate(company.createdAt)}
                  </Text>
                </Card.Body>
                <Card.Footer>
                  <Button asChild size="sm" colorPalette="brand" variant="outline">
                    <Link to={`/company/${company.id}`}>Ver Detalhes</Link>
                  </Button>
                </Card.Footer>
              </Card.Root>
            ))}
          </SimpleGrid>
        )}
      </DataGate>
    </Page>
  );
}
