import { CloseButton, DataList, Dialog, Portal } from '@chakra-ui/react';
import type { Company } from '@risema/finance-core/contract';
import { formatDate } from '@risema/finance-core/format';

/** An admin's `Ver Detalhes`: the company's synced record (admins do not open the analysis). */
export function CompanyDetailsDialog(props: { company: Company | null; onClose: () => void }) {
  const company = props.company;
  const rows: [string, string][] = company
    ? [
        ['NIF', company.taxId],
        ['Estado', company.isActive ? 'Ativa' : 'Inativa'],
        ['Contabilista', company.accountantName ?? 'Sem contabilista'],
        ['Gestor', company.managerName ?? '—'],
        ['Email do gestor', company.managerEmail ?? '—'],
        ['Documentos', String(company.documentCount)],
        ['Criada em', formatDate(company.createdAt)],
        ['Último upload', company.lastUploadDate ? formatDate(company.lastUploadDate) : '—'],
        ['Período de dados', company.dataPeriod ?? '—'],
      ]
    : [];
  return (
    <Dialog.Root
      open={company !== null}
      onOpenChange={(details) => {
        if (!details.open) props.onClose();
      }}
      size={{ base: 'full', sm: 'md' }}
      lazyMount
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{company?.name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <DataList.Root orientation="horizontal">
                {rows.map(([label, value]) => (
                  <DataList.Item key={label}>
                    <DataList.ItemLabel>{label}</DataList.ItemLabel>
                    <DataList.ItemValue overflowWrap="anywhere">{value}</DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label="Fechar" size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
