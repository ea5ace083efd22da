import { Button, Card, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { messages } from '@risema/finance-core/contract';
import { formatDate } from '@risema/finance-core/format';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ActiveBadge } from '../../components/active-badge';
import { CompanyFormDialog } from '../../components/company-form-dialog';
import { DataGate } from '../../components/data-gate';
import { EmptyMessage } from '../../components/empty-message';
import { Page } from '../../components/page';
import { PendingBadge, RefusedChange } from '../../components/pending-change';
import { useSession } from '../../data/hooks/use-session';
import { useCompanies } from '../../data/queries/use-companies';
import { usePendingChanges } from '../../data/queries/use-pending-changes';
import { usePortfolio } from '../../data/queries/use-portfolio';
import { useQuota } from '../../data/queries/use-quota';
import { PortfolioSection } from './portfolio-section';
import { QuotaCard } from './quota-card';

/**
 * `/accountant` — Dashboard Contabilista: the welcome line, `Nova Empresa` (blocked at the
 * quota's limit), the quota card, the `Carteira de clientes` and the grid of the accountant's
 * companies.
 */
export default function AccountantDashboardRoute() {
  const user = useSession()?.user;
  const companies = useCompanies();
  const pending = usePendingChanges();
  const quota = useQuota();
  // Read from the page's first render, beside the sync state the data gate waits for.
  const portfolio = usePortfolio();
  const [creating, setCreating] = useState(false);
  const full = quota?.level === 'full';

  return (
    <Page
      title="Dashboard Contabilista"
      subtitle={user ? `Bem-vindo, ${user.name}` : undefined}
      actions={
        <Button
          colorPalette="brand"
          onClick={() => setCreating(true)}
          disabled={full}
          title={full ? messages.quotaReached : undefined}
        >
          <Plus aria-hidden />
          Nova Empresa
        </Button>
      }
    >
      <DataGate>
        {quota ? <QuotaCard quota={quota} /> : <Skeleton height="32" rounded="lg" />}
        <PortfolioSection rows={portfolio} />
        {!companies ? (
          <Stack gap="3">
            <Skeleton height="40" rounded="lg" />
          </Stack>
        ) : companies.length === 0 ? (
          <EmptyMessage title="Nenhuma empresa criada" />
        ) : (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {companies.map((company) => (
              <Card.Root as="li" key={company.id} data-testid="company-card">
                <Card.Header>
                  <HStack justify="space-between" align="start" gap="2">
                    <Card.Title as="h2" fontSize="lg" overflowWrap="anywhere">
                      {company.name}
                    </Card.Title>
                    <HStack gap="1" flexShrink="0">
                      <ActiveBadge active={company.isActive} />
                      <PendingBadge state={pending.get(company.id)} />
                    </HStack>
                  </HStack>
                </Card.Header>
                <Card.Body gap="1">
                  <Text fontSize="sm">NIF: {company.taxId}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    Criada em {formatDate(company.createdAt)}
                  </Text>
                  <RefusedChange state={pending.get(company.id)} />
                </Card.Body>
                <Card.Footer>
                  <Button asChild size="sm" colorPalette="brand" variant="outline">
                    <Link
                      to={`/company/${company.id}`}
                      aria-label={`Ver Detalhes de ${company.name}`}
                    >
                      Ver Detalhes
                    </Link>
                  </Button>
                </Card.Footer>
              </Card.Root>
            ))}
          </SimpleGrid>
        )}
      </DataGate>
      <CompanyFormDialog
        open={creating}
        onOpenChange={setCreating}
        blockedReason={full ? messages.quotaReached : null}
      />
    </Page>
  );
}
