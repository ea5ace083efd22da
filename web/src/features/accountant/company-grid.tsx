import { Button, Card, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Company } from '@risema/finance-core/contract';
import { formatDate } from '@risema/finance-core/format';
import { memo, useDeferredValue } from 'react';
import { Link } from 'react-router';
import { ActiveBadge } from '../../components/active-badge';
import { EmptyMessage } from '../../components/empty-message';
import { PendingBadge, RefusedChange } from '../../components/pending-change';
import type { CompanyPendingState } from '../../data/queries/use-pending-changes';

/**
 * The SPEC's grid of the accountant's companies (one card each), under the `Carteira de
 * clientes`. Its cards are many Chakra components each (a hundred companies take hundreds of
 * milliseconds to draw), so the grid is drawn in a deferred, interruptible render: the
 * portfolio above it — the screen's point — shows first, and the grid follows without holding
 * it up. Memoised: the page's other live data (portfolio, quota) does not draw it again.
 */
export const CompanyGrid = memo(function CompanyGrid({
  companies,
  pending,
}: {
  /** The companies by name; undefined while read. */
  companies: readonly Company[] | undefined;
  pending: ReadonlyMap<string, CompanyPendingState>;
}) {
  const shown = useDeferredValue(companies, undefined);
  const shownPending = useDeferredValue(pending);
  if (!shown) {
    return (
      <Stack gap="3">
        <Skeleton height="40" rounded="lg" />
      </Stack>
    );
  }
  if (shown.length === 0) return <EmptyMessage title="Nenhuma empresa criada" />;
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
      {shown.map((company) => (
        <Card.Root as="li" key={company.id} data-testid="company-card">
          <Card.Header>
            <HStack justify="space-between" align="start" gap="2">
              <Card.Title as="h2" fontSize="lg" overflowWrap="anywhere">
                {company.name}
              </Card.Title>
              <HStack gap="1" flexShrink="0">
                <ActiveBadge active={company.isActive} />
                <PendingBadge state={shownPending.get(company.id)} />
              </HStack>
            </HStack>
          </Card.Header>
          <Card.Body gap="1">
            <Text fontSize="sm">NIF: {company.taxId}</Text>
            <Text fontSize="sm" color="fg.muted">
              Criada em {formatDate(company.createdAt)}
            </Text>
            <RefusedChange state={shownPending.get(company.id)} />
          </Card.Body>
          <Card.Footer>
            <Button asChild size="sm" colorPalette="brand" variant="outline">
              <Link to={`/company/${company.id}`} aria-label={`Ver Detalhes de ${company.name}`}>
                Ver Detalhes
              </Link>
            </Button>
          </Card.Footer>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
});
