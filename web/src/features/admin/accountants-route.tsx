import { SimpleGrid, Stack } from '@chakra-ui/react';
import { messages } from '@risema/finance-core/contract';
import type { License, User } from '@risema/finance-core/contract';
import { UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataGate } from '../../components/data-gate';
import { EmptyMessage } from '../../components/empty-message';
import { ListCard } from '../../components/list-card';
import { NetworkButton } from '../../components/network-button';
import { Page } from '../../components/page';
import { StatCard } from '../../components/stat-card';
import { deleteUser, toggleUserActive } from '../../data/actions/accountant-actions';
import { renewLicense } from '../../data/actions/license-actions';
import { useOnline } from '../../data/hooks/use-online';
import { useAccountantCompanyCounts, useAccountants } from '../../data/queries/use-accountants';
import { useLicenses } from '../../data/queries/use-licenses';
import { useServices } from '../../data/services-context';
import { AccountantFormDialog } from './accountant-form-dialog';
import { AccountantTable } from './accountant-table';
import type { AccountantAction } from './accountant-table';
import { AssignLicenseDialog } from './assign-license-dialog';
import { LicenseDateDialog } from './license-date-dialog';
import { OfflineAdminNote } from './offline-admin-note';
import { runAdminAction } from './run-admin-action';

/**
 * `/admin/accountants` — Contabilistas: counters (total, active, with licence), the table with
 * Editar Data, Renovar, Alterar, Inativar/Ativar and Eliminar, and `Novo Contabilista`.
 */
export default function AccountantsRoute() {
  const services = useServices();
  const online = useOnline();
  const [now] = useState(() => new Date());
  const accountants = useAccountants();
  const licenses = useLicenses();
  const companyCounts = useAccountantCompanyCounts();
  const licenseById = useMemo(
    () => new Map((licenses ?? []).map((license) => [license.id, license])),
    [licenses],
  );
  const [creating, setCreating] = useState(false);
  const [dateOf, setDateOf] = useState<License | null>(null);
  const [changing, setChanging] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);

  const onAction = (action: AccountantAction, accountant: User, license: License | null) => {
    switch (action) {
      case 'edit-date':
        setDateOf(license);
        return;
      case 'change-license':
        setChanging(accountant);
        return;
      case 'delete':
        setDeleting(accountant);
        return;
      case 'renew':
        if (!license) return;
        runAdminAction(() => renewLicense(services, license.id), {
          success: { title: 'Licença Renovada', description: 'Licença renovada por mais um ano' },
          errorFallback: 'Erro ao renovar licença',
        }).catch(() => undefined);
        return;
      case 'toggle':
        runAdminAction(() => toggleUserActive(services, accountant.id), {
          success: { title: 'Estado do contabilista alterado com sucesso' },
          errorFallback: 'Erro ao alterar estado do contabilista',
        }).catch(() => undefined);
        return;
    }
  };

  const deletingCompanies = deleting ? (companyCounts?.get(deleting.id) ?? 0) : 0;
  const list = accountants ?? [];

  return (
    <Page
      title="Contabilistas"
      actions={
        <NetworkButton colorPalette="brand" onClick={() => setCreating(true)}>
          <UserPlus aria-hidden /> Novo Contabilista
        </NetworkButton>
      }
    >
      <OfflineAdminNote />
      <DataGate>
        {accountants && licenses && companyCounts ? (
          <Stack gap="6">
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
              <StatCard label="Total de contabilistas" value={list.length} />
              <StatCard label="Ativos" value={list.filter((user) => user.isActive).length} />
              <StatCard
                label="Com licença"
                value={list.filter((user) => user.licenseId !== null).length}
              />
            </SimpleGrid>
            <ListCard title="Lista de Contabilistas">
              {list.length === 0 ? (
                <EmptyMessage title="Nenhum contabilista criado" />
              ) : (
                <AccountantTable
                  accountants={list}
                  licenses={licenseById}
                  now={now}
                  onAction={onAction}
                />
              )}
            </ListCard>
          </Stack>
        ) : null}
      </DataGate>
      <AccountantFormDialog
        open={creating}
        onOpenChange={setCreating}
        licenses={licenses ?? []}
        now={now}
      />
      <LicenseDateDialog
        open={dateOf !== null}
        onOpenChange={(open) => {
          if (!open) setDateOf(null);
        }}
        license={dateOf}
      />
      <AssignLicenseDialog
        open={changing !== null}
        onOpenChange={(open) => {
          if (!open) setChanging(null);
        }}
        accountants={list}
        licenses={licenses ?? []}
        now={now}
        accountant={changing ?? undefined}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Eliminar contabilista"
        description={
          deletingCompanies > 0
            ? messages.accountantHasCompanies
            : `Esta ação não pode ser revertida. O contabilista ${deleting?.name ?? ''} será eliminado.`
        }
        confirmLabel="Eliminar"
        busyLabel="A eliminar..."
        destructive
        confirmDisabled={!online || deletingCompanies > 0}
        onConfirm={() => {
          const accountant = deleting;
          if (!accountant) return Promise.resolve();
          return runAdminAction(() => deleteUser(services, accountant.id), {
            success: { title: 'Contabilista eliminado com sucesso' },
            errorFallback: 'Erro ao eliminar contabilista',
          });
        }}
      />
    </Page>
  );
}
