import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import type { Company } from '@risema/finance-core/contract';
import { formatDate } from '@risema/finance-core/format';
import { memo } from 'react';
import { Link } from 'react-router';
import { ActiveBadge } from '../../components/active-badge';
import { NetworkButton } from '../../components/network-button';
import { PendingBadge, RefusedChange } from '../../components/pending-change';
import type { CompanyPendingState } from '../../data/queries/use-pending-changes';

/** What a row can ask of the page. */
export interface CompanyRowActions {
  onEdit(company: Company): void;
  onDelete(company: Company): void;
  onToggle(company: Company): void;
  onDetails(company: Company): void;
}

/**
 * One company of the Empresas list: name, state, NIF, creation date, last upload and data
 * period; an accountant's Editar, Eliminar and Ver, an admin's Ativar/Desativar and Detalhes.
 */
export const CompanyRow = memo(function CompanyRow(props: {
  company: Company;
  role: 'admin' | 'accountant';
  pending: CompanyPendingState | undefined;
  actions: CompanyRowActions;
}) {
  const { company, role, pending, actions } = props;
  const unsent = Boolean(pending && pending.waiting.length > 0);
  return (
    <Box as="li" borderWidth="1px" rounded="lg" p="4" bg="bg" data-testid="company-row">
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <Box minWidth="0" flex="1 1 16rem">
          <HStack gap="2" wrap="wrap">
            <Text as="h3" fontWeight="semibold" overflowWrap="anywhere">
              {company.name}
            </Text>
            <ActiveBadge active={company.isActive} />
            <PendingBadge state={pending} />
          </HStack>
          <Text fontSize="sm" color="fg.muted" mt="1">
            NIF {company.taxId} · Criada em {formatDate(company.createdAt)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Último upload:{' '}
            {company.lastUploadDate ? formatDate(company.lastUploadDate) : 'sem uploads'} · Período
            de dados: {company.dataPeriod ?? 'sem dados'}
          </Text>
        </Box>
        <HStack gap="2" wrap="wrap">
          {role === 'accountant' ? (
            <>
              <Button size="sm" variant="outline" onClick={() => actions.onEdit(company)}>
                Editar
              </Button>
              <NetworkButton
                size="sm"
                variant="outline"
                colorPalette="red"
                disabled={unsent}
                onClick={() => actions.onDelete(company)}
              >
                Eliminar
              </NetworkButton>
              <Button asChild size="sm" colorPalette="brand">
                <Link to={`/company/${company.id}`} aria-label={`Ver ${company.name}`}>
                  Ver
                </Link>
              </Button>
            </>
          ) : (
            <>
              <NetworkButton size="sm" variant="outline" onClick={() => actions.onToggle(company)}>
                {company.isActive ? 'Desativar' : 'Ativar'}
              </NetworkButton>
              <Button size="sm" colorPalette="brand" onClick={() => actions.onDetails(company)}>
                Ver Detalhes
              </Button>
            </>
          )}
        </HStack>
      </Flex>
      <RefusedChange state={pending} />
    </Box>
  );
});
