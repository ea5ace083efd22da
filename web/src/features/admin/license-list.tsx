import { SimpleGrid } from '@chakra-ui/react';
import type { License } from '@risema/finance-core/contract';
import { useCallback, useDeferredValue, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyMessage } from '../../components/empty-message';
import { ListCard } from '../../components/list-card';
import { countLabel } from '../../components/pluralize';
import {
  deleteLicense,
  reactivateLicense,
  renewLicense,
  suspendLicense,
} from '../../data/actions/license-actions';
import { useOnline } from '../../data/hooks/use-online';
import { useServices } from '../../data/services-context';
import { LicenseCard } from './license-card';
import type { LicenseCardAction } from './license-card';
import { LazyLicenseFormDialog } from './lazy-license-form-dialog';
import { runAdminAction } from './run-admin-action';

/**
 * Cards drawn in the first frame; the others follow in a background render (React's deferred
 * value), so the page shows its first licences without waiting for all fifty of an office.
 */
const FIRST_CARDS = 12;

/**
 * The licence section: one card per licence with its actions, the edit dialog and the delete
 * confirmation (which says how many companies the licence holds).
 */
export function LicenseList(props: {
  licenses: readonly License[];
  companyCounts: ReadonlyMap<string, number>;
  now: Date;
  title?: string;
}) {
  const services = useServices();
  const online = useOnline();
  const [editing, setEditing] = useState<License | null>(null);
  const [deleting, setDeleting] = useState<License | null>(null);
  // The confirmation is mounted from its first use on (not once per page view before any).
  const [confirmUsed, setConfirmUsed] = useState(false);
  if (deleting && !confirmUsed) setConfirmUsed(true);
  const shown = useDeferredValue(
    props.licenses.length,
    Math.min(props.licenses.length, FIRST_CARDS),
  );

  // Stable, so that the memoised cards do not draw again when the list does.
  const onAction = useCallback(
    (action: LicenseCardAction, license: License) => {
      const run = (): Promise<unknown> | null => {
        switch (action) {
          case 'edit':
            setEditing(license);
            return null;
          case 'delete':
            setDeleting(license);
            return null;
          case 'renew':
            return runAdminAction(() => renewLicense(services, license.id), {
              success: {
                title: 'Licença Renovada',
                description: 'Licença renovada por mais um ano',
              },
              errorFallback: 'Erro ao renovar licença',
            });
          case 'suspend':
            return runAdminAction(() => suspendLicense(services, license.id), {
              success: { title: 'Licença Suspensa', description: license.officeName },
              errorFallback: 'Erro ao suspender licença',
            });
          case 'reactivate':
            return runAdminAction(() => reactivateLicense(services, license.id), {
              success: { title: 'Licença reativada', description: license.officeName },
              errorFallback: 'Erro ao actualizar licença',
            });
        }
      };
      // The toast has reported a failure; nothing else to do with it here.
      run()?.catch(() => undefined);
    },
    [services],
  );

  const deletingCompanies = deleting ? (props.companyCounts.get(deleting.id) ?? 0) : 0;

  return (
    <ListCard title={props.title ?? 'Licenças'}>
      {props.licenses.length === 0 ? (
        <EmptyMessage title="Nenhuma licença criada" />
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="3">
          {props.licenses.slice(0, shown).map((license) => (
            <LicenseCard
              key={license.id}
              license={license}
              now={props.now}
              companies={props.companyCounts.get(license.id) ?? 0}
              online={online}
              onAction={onAction}
            />
          ))}
        </SimpleGrid>
      )}
      <LazyLicenseFormDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        license={editing ?? undefined}
      />
      {confirmUsed ? (
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(open) => {
            if (!open) setDeleting(null);
          }}
          title="Eliminar licença"
          description={
            deleting
              ? `Esta ação não pode ser revertida. A licença ${deleting.officeName} será eliminada e ` +
                (deletingCompanies === 0
                  ? 'os contabilistas que a usam ficam sem licença.'
                  : deletingCompanies === 1
                    ? 'a empresa que lhe está associada fica afetada: os seus contabilistas ficam sem licença.'
                    : `as ${countLabel(deletingCompanies, 'empresa', 'empresas')} que lhe estão associadas ficam afetadas: os seus contabilistas ficam sem licença.`)
              : ''
          }
          confirmLabel="Eliminar"
          busyLabel="A eliminar..."
          destructive
          confirmDisabled={!online}
          onConfirm={() => {
            const license = deleting;
            if (!license) return Promise.resolve();
            return runAdminAction(() => deleteLicense(services, license.id), {
              success: { title: 'Licença eliminada com sucesso' },
              errorFallback: 'Erro ao eliminar licença',
            });
          }}
        />
      ) : null}
    </ListCard>
  );
}
