import { Input, InputGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { analysisMessages } from '@risema/finance-core/analysis';
import { searchPortfolio } from '@risema/finance-core/views';
import type { PortfolioRow } from '@risema/finance-core/views';
import { Search } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { EmptyMessage } from '../../components/empty-message';
import { ListCard } from '../../components/list-card';
import { PortfolioTable } from './portfolio-table';

/**
 * `Carteira de clientes` on the accountant dashboard: every client's health at a glance, computed
 * by finance-core from this device's data (so it shows offline), most urgent first, with a search
 * by name or NIF. `rows` come from `usePortfolio` (undefined while read). Nothing is drawn for an
 * accountant without companies (the grid says so).
 */
export function PortfolioSection({ rows }: { rows: readonly PortfolioRow[] | undefined }) {
  const [query, setQuery] = useState('');
  // Typing stays responsive: the table follows the deferred query.
  const deferred = useDeferredValue(query);
  const shown = useMemo(() => (rows ? searchPortfolio(rows, deferred) : []), [rows, deferred]);
  if (rows === undefined) return <Skeleton height="40" rounded="lg" />;
  if (rows.length === 0) return null;
  const estimated = shown.some(
    (row) => row.generalLiquidityEstimated && row.generalLiquidity !== null,
  );
  return (
    <ListCard
      title="Carteira de clientes"
      description="A situação de cada cliente no último período com dados reais, face ao ano anterior."
    >
      <Stack gap="3" data-testid="portfolio">
        <InputGroup startElement={<Search size={16} aria-hidden />} width="full" maxWidth="28rem">
          <Input
            type="search"
            aria-label="Pesquisar na carteira de clientes"
            placeholder="Pesquisar por nome ou NIF"
            value={query}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
            }}
          />
        </InputGroup>
        {shown.length === 0 ? (
          <EmptyMessage title="Nenhuma empresa encontrada" description={`Pesquisa: ${query}`} />
        ) : (
          <PortfolioTable rows={shown} />
        )}
        {estimated ? (
          <Text fontSize="sm" color="fg.muted">
            {`* ${analysisMessages.estimatedLiquidityNote}`}
          </Text>
        ) : null}
      </Stack>
    </ListCard>
  );
}
