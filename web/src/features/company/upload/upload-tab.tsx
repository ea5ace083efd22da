import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Company, DocumentKind } from '@risema/finance-core/contract';
import { Ban, FileSpreadsheet } from 'lucide-react';
import { useEffect } from 'react';
import { EmptyMessage } from '../../../components/empty-message';
import { warmUpWorkbookReader } from '../../../workers/workbook-reader';
import type { CardActivity } from './upload-card';
import { StoredPeriods } from './stored-periods';
import { UploadCard } from './upload-card';
import type { UploadStage } from './upload-stage';
import { useUploadFlow } from './use-upload-flow';
import { ValidatePeriodDialog } from './validate-period-dialog';
import { ValidateSaftDialog } from './validate-saft-dialog';

function activityOf(stage: UploadStage, kind: DocumentKind): CardActivity {
  if (stage.step === 'idle' || stage.kind !== kind) return null;
  if (stage.step === 'reading') {
    return stage.percent === undefined
      ? { step: 'reading', fileName: stage.fileName }
      : { step: 'reading', fileName: stage.fileName, percent: stage.percent };
  }
  if (stage.step === 'sending') return { step: 'sending', fileName: stage.file.name };
  return null;
}

/**
 * The Upload tab (docs/product.md §2): the MyReport and RISEMA cards and the help panel; a chosen file is
 * read on this device and its period confirmed in `Validar Período do Ficheiro`. An inactive
 * company takes no uploads (docs/design.md §4.14).
 */
export function UploadTab({
  company,
  hasData,
  onSaved,
}: {
  company: Company;
  hasData: boolean;
  onSaved: (period: string) => void;
}) {
  const flow = useUploadFlow(company, onSaved);
  const { stage } = flow;
  useEffect(() => {
    if (company.isActive) warmUpWorkbookReader();
  }, [company.isActive]);

  if (!company.isActive) {
    return (
      <EmptyMessage
        icon={<Ban aria-hidden />}
        title="Empresa inativa"
        description="Uma empresa inativa só pode ser consultada: não aceita novos documentos."
      />
    );
  }

  const card = (kind: DocumentKind) => ({
    kind,
    activity: activityOf(stage, kind),
    locked: stage.step !== 'idle',
    rejected: flow.rejected[kind],
    onFiles: (files: File[]) => {
      void flow.choose(kind, files);
    },
  });

  return (
    <Stack gap="5">
      {hasData ? null : (
        <EmptyMessage
          icon={<FileSpreadsheet aria-hidden />}
          title="Dados não disponíveis"
          description="Faça upload de um documento primeiro"
        />
      )}
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        <UploadCard
          {...card('myreport')}
          title="MyReport"
          badge="Dados reais"
          description="Exportação da contabilidade: Balanço, DRE, FSE e Rácios do período."
        />
        <UploadCard
          {...card('risema')}
          title="RISEMA"
          badge="Simulações"
          description="Simulação da Demonstração de Resultados de um período."
        />
        <UploadCard
          {...card('saft')}
          title="SAF-T (PT) — contabilidade"
          badge="Dados reais"
          description="O SAF-T (PT) de contabilidade exportado do programa de contabilidade (o ficheiro enviado à Autoridade Tributária): todos os meses do ano num só ficheiro."
        />
      </SimpleGrid>
      <Card.Root variant="subtle" size="sm">
        <Card.Header>
          <Heading as="h3" size="sm">
            Qual escolher?
          </Heading>
        </Card.Header>
        <Card.Body>
          <Stack as="ul" gap="2" ps="4" listStyleType="disc">
            <Text as="li">
              <strong>MyReport</strong> — dados reais da contabilidade. Substitui todos os dados do
              período (Balanço, DRE, FSE e Rácios). Aceita apenas ficheiros .xlsx.
            </Text>
            <Text as="li">
              <strong>RISEMA</strong> — simulações. Substitui apenas a Demonstração de Resultados
              (DRE) do período; Balanço, FSE e Rácios ficam como estavam. Aceita .xlsx e .xls.
            </Text>
            <Text as="li">
              O ficheiro é lido neste dispositivo e o período confirmado antes de gravar; sem
              ligação, fica em fila e é enviado quando a ligação voltar.
            </Text>
          </Stack>
        </Card.Body>
      </Card.Root>
      <StoredPeriods companyId={company.id} />
      {(stage.step === 'review' || stage.step === 'sending') && stage.kind === 'saft' ? (
        <ValidateSaftDialog
          key={`${stage.file.name}:${stage.file.lastModified}`}
          company={company}
          saft={stage.saft}
          busy={stage.step === 'sending'}
          onCancel={flow.cancel}
          onConfirm={(periods) => {
            void flow.confirmMonths(periods);
          }}
        />
      ) : null}
      {(stage.step === 'review' || stage.step === 'sending') && stage.kind !== 'saft' ? (
        <ValidatePeriodDialog
          // A new file starts the dialog afresh.
          key={`${stage.file.name}:${stage.file.lastModified}`}
          company={company}
          workbook={stage.workbook}
          busy={stage.step === 'sending'}
          onCancel={flow.cancel}
          onConfirm={(period) => {
            void flow.confirm(period);
          }}
        />
      ) : null}
    </Stack>
  );
}
