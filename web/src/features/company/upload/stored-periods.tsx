import { Card, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { periodTitle, uploadSourceLabel } from '@risema/finance-core/analysis';
import type { PeriodUpload } from '@risema/finance-core/contract';
import { formatDate } from '@risema/finance-core/format';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { NetworkButton } from '../../../components/network-button';
import { notify } from '../../../components/notify';
import { deletePeriod } from '../../../data/actions/delete-period';
import { ApiError } from '../../../data/api-error';
import { useOnline } from '../../../data/hooks/use-online';
import { useCompanyPeriods } from '../../../data/queries/use-company-periods';
import { useServices } from '../../../data/services-context';

/** One value per upload of a period, one line each (a simulation under its real file). */
function Lines({
  uploads,
  of,
}: {
  uploads: readonly PeriodUpload[];
  of: (upload: PeriodUpload) => string;
}) {
  if (uploads.length === 0) return <Text color="fg.muted">—</Text>;
  return (
    <Stack gap="1">
      {uploads.map((upload, index) => (
        <Text key={index}>{of(upload)}</Text>
      ))}
    </Stack>
  );
}

/**
 * The company's stored periods on the Upload tab (issue 16): period, source (finance-core's
 * `uploadSourceLabel`), file name, who and when of each upload it comes from; the accountant
 * deletes a period after a confirmation naming it (online only: it cannot be undone).
 */
export function StoredPeriods({ companyId }: { companyId: string }) {
  const services = useServices();
  const periods = useCompanyPeriods(companyId);
  const online = useOnline();
  const [deleting, setDeleting] = useState<string | null>(null);
  if (!periods || periods.length === 0) return null;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deletePeriod(services, companyId, deleting);
      notify({ title: 'Período eliminado', description: periodTitle(deleting), type: 'success' });
    } catch (error) {
      notify({
        title: 'Erro ao eliminar período',
        description: error instanceof ApiError ? error.message : 'Tente novamente.',
        type: 'error',
      });
      throw error;
    }
  };

  return (
    <Card.Root as="section" aria-labelledby="stored-periods-heading" size="sm">
      <Card.Header>
        <Heading as="h3" id="stored-periods-heading" size="md">
          Períodos guardados
        </Heading>
      </Card.Header>
      <Card.Body>
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" minWidth="40rem" aria-labelledby="stored-periods-heading">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Período</Table.ColumnHeader>
                <Table.ColumnHeader>Origem</Table.ColumnHeader>
                <Table.ColumnHeader>Ficheiro</Table.ColumnHeader>
                <Table.ColumnHeader>Enviado por</Table.ColumnHeader>
                <Table.ColumnHeader>Data</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Text srOnly>Ações</Text>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {periods.map(({ period, data }) => {
                const uploads = data.uploads ?? [];
                const title = periodTitle(period);
                return (
                  <Table.Row key={period} data-period={period}>
                    <Table.Cell fontWeight="semibold">{title}</Table.Cell>
                    <Table.Cell>
                      <Lines uploads={uploads} of={(upload) => uploadSourceLabel(upload.kind)} />
                    </Table.Cell>
                    <Table.Cell wordBreak="break-all">
                      <Lines uploads={uploads} of={(upload) => upload.fileName} />
                    </Table.Cell>
                    <Table.Cell>
                      <Lines uploads={uploads} of={(upload) => upload.uploadedBy ?? '—'} />
                    </Table.Cell>
                    <Table.Cell>
                      <Lines uploads={uploads} of={(upload) => formatDate(upload.confirmedAt)} />
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <NetworkButton
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={`Eliminar período ${title}`}
                        onClick={() => {
                          setDeleting(period);
                        }}
                      >
                        <Trash2 aria-hidden /> Eliminar
                      </NetworkButton>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Card.Body>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Eliminar período"
        description={
          deleting
            ? `Eliminar o período ${periodTitle(deleting)} (${deleting})? Os dados do período e os ficheiros de que vem são eliminados para a empresa e para o gestor. Esta ação não pode ser revertida.`
            : ''
        }
        confirmLabel="Eliminar período"
        busyLabel="A eliminar…"
        destructive
        confirmDisabled={!online}
        onConfirm={confirmDelete}
      />
    </Card.Root>
  );
}
