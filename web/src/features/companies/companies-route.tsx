import { Box, Button, Heading, Input, InputGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { messages } from '@risema/finance-core/contract';
import type { Company } from '@risema/finance-core/contract';
import { Plus, Search } from 'lucide-react';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { CompanyFormDialog } from '../../components/company-form-dialog';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataGate } from '../../components/data-gate';
import { EmptyMessage } from '../../components/empty-message';
import { notify } from '../../components/notify';
import { Page } from '../../components/page';
import { StatCard } from '../../components/stat-card';
import { deleteCompany } from '../../data/actions/delete-company';
import { toggleCompanyActive } from '../../data/actions/toggle-company-active';
import { ApiError } from '../../data/api-error';
import { useSession } from '../../data/hooks/use-session';
import { useCompanies } from '../../data/queries/use-companies';
import { usePendingChanges } from '../../data/queries/use-pending-changes';
import { useQuota } from '../../data/queries/use-quota';
import { useServices } from '../../data/services-context';
import { countCompanies, filterCompanies, groupByAccountant, searchable } from './company-list';
import { CompanyDetailsDialog } from './company-details-dialog';
import type { CompanyRowActions } from './company-row';
import { CompanyRow } from './company-row';
import { useCompanyRowCss } from './company-row-css';

/** Rows drawn at first and per `Mostrar mais`, so typing in the search stays quick. */
const PAGE_SIZE = 25;

/** The docs/product.md text of the delete confirmation. */
export const DELETE_COMPANY_WARNING =
  'Esta ação não pode ser revertida. Todos os dados financeiros da empresa serão permanentemente eliminados.';

function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/**
 * `/companies` and `/admin/companies` — Empresas: counters, a search over name, NIF and
 * accountant, and the list (an admin's grouped by accountant, with activate/deactivate and
 * details; an accountant's flat, with Editar, Eliminar, Ver and `Criar Empresa`).
 */
export default function CompaniesRoute() {
  const services = useServices();
  const user = useSession()?.user;
  const role = user?.role === 'admin' ? 'admin' : 'accountant';
  const companies = useCompanies();
  const pending = usePendingChanges();
  const quota = useQuota();

  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [shown, setShown] = useState(PAGE_SIZE);
  const [creating, setCreating] = useState(false);
  // The edited company stays set while its dialog closes (its closing frame keeps its title).
  const [editing, setEditing] = useState<{ company: Company; open: boolean } | null>(null);
  const [deleting, setDeleting] = useState<Company | null>(null);
  const [details, setDetails] = useState<Company | null>(null);

  const index = useMemo(() => searchable(companies ?? []), [companies]);
  const counters = useMemo(() => countCompanies(companies ?? [], new Date()), [companies]);
  const matches = useMemo(() => filterCompanies(index, deferredQuery), [index, deferredQuery]);
  const visible = matches.slice(0, shown);

  const actions = useMemo<CompanyRowActions>(
    () => ({
      onEdit: (company) => setEditing({ company, open: true }),
      onDelete: setDeleting,
      onDetails: setDetails,
      onToggle: (company) => {
        toggleCompanyActive(services, company.id).then(
          () => notify({ title: 'Estado da empresa alterado com sucesso', type: 'success' }),
          (error: unknown) =>
            notify({
              title: 'Erro',
              description: errorMessage(error, 'Erro ao alterar estado da empresa'),
              type: 'error',
            }),
        );
      },
    }),
    [services],
  );

  const confirmDelete = useCallback(async () => {
    if (!deleting) return;
    try {
      await deleteCompany(services, deleting.id);
      notify({ title: 'Empresa eliminada', description: deleting.name, type: 'success' });
    } catch (error) {
      notify({
        title: 'Erro ao eliminar empresa',
        description: errorMessage(error, 'Erro ao eliminar empresa'),
        type: 'error',
      });
      throw error;
    }
  }, [services, deleting]);

  const rowCss = useCompanyRowCss();
  const full = role === 'accountant' && quota?.level === 'full';
  const renderRows = (list: Company[]) => (
    <Stack as="ul" listStyleType="none" gap="3" css={rowCss}>
      {list.map((company) => (
        <CompanyRow
          key={company.id}
          company={company}
          role={role}
          pending={pending.get(company.id)}
          actions={actions}
        />
      ))}
    </Stack>
  );

  return (
    <Page
      title="Empresas"
      actions={
        role === 'accountant' ? (
          <Button colorPalette="brand" onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            Criar Empresa
          </Button>
        ) : null
      }
    >
      <DataGate>
        <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
          <StatCard label="Total de empresas" value={counters.total} />
          <StatCard label="Empresas ativas" value={counters.active} />
          <StatCard label="Com documentos" value={counters.withDocuments} />
          <StatCard label="Criadas este mês" value={counters.createdThisMonth} />
        </SimpleGrid>
        <Box>
          <InputGroup startElement={<Search size={16} aria-hidden />} width="full">
            <Input
              type="search"
              aria-label="Pesquisar empresas"
              placeholder="Pesquisar por nome, NIF ou contabilista"
              value={query}
              onChange={(event) => {
                setQuery(event.currentTarget.value);
                setShown(PAGE_SIZE);
              }}
            />
          </InputGroup>
        </Box>
        {companies && companies.length === 0 ? (
          <EmptyMessage title="Nenhuma empresa criada" />
        ) : matches.length === 0 ? (
          <EmptyMessage title="Nenhuma empresa encontrada" description={`Pesquisa: ${query}`} />
        ) : role === 'admin' ? (
          groupByAccountant(visible).map((group) => (
            <Stack as="section" key={group.key} gap="3" aria-label={group.title}>
              <Heading as="h2" size="md">
                {group.title}{' '}
                <Text as="span" color="fg.muted" fontWeight="normal" fontSize="sm">
                  ({group.companies.length})
                </Text>
              </Heading>
              {renderRows(group.companies)}
            </Stack>
          ))
        ) : (
          renderRows(visible)
        )}
        {matches.length > visible.length ? (
          <Button
            variant="outline"
            alignSelf="center"
            onClick={() => setShown((n) => n + PAGE_SIZE)}
          >
            Mostrar mais ({matches.length - visible.length})
          </Button>
        ) : null}
      </DataGate>
      <CompanyFormDialog
        open={creating}
        onOpenChange={setCreating}
        blockedReason={full ? messages.quotaReached : null}
      />
      {editing ? (
        <CompanyFormDialog
          open={editing.open}
          onOpenChange={(open) => setEditing({ ...editing, open })}
          company={editing.company}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Eliminar Empresa"
        description={
          deleting ? (
            <>
              A empresa <strong>{deleting.name}</strong> (NIF {deleting.taxId}) será eliminada.{' '}
              {DELETE_COMPANY_WARNING}
            </>
          ) : (
            DELETE_COMPANY_WARNING
          )
        }
        confirmLabel="Eliminar"
        busyLabel="A eliminar..."
        destructive
        onConfirm={confirmDelete}
      />
      <CompanyDetailsDialog company={details} onClose={() => setDetails(null)} />
    </Page>
  );
}
