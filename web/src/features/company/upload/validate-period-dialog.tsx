import { Box, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Company } from '@risema/finance-core/contract';
import { tieOuts } from '@risema/finance-core/analysis';
import type { TieOutStoredPeriod } from '@risema/finance-core/analysis';
import { nifMismatchWarning } from '@risema/finance-core/contract';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { useOnline } from '../../../data/hooks/use-online';
import { useStoredPeriod } from '../../../data/queries/use-stored-period';
import type { WorkbookSummary } from '../../../workers/workbook-reading';
import { periodPreview, periodProblem } from './period-check';

/**
 * The warnings the dialog shows: the NIF check (docs/design.md §4.12), the reader's own, the
 * workbook's tie-out checks and, for a RISEMA simulation, its net result against the MyReport
 * data this device holds for the chosen period (`stored`).
 */
export function dialogWarnings(
  workbook: WorkbookSummary,
  company: Pick<Company, 'taxId'>,
  stored: TieOutStoredPeriod | null,
): string[] {
  const nif =
    workbook.nif !== null && workbook.nif !== company.taxId
      ? [nifMismatchWarning(workbook.nif, company.taxId, workbook.company)]
      : [];
  const simulation =
    workbook.kind === 'risema' && stored
      ? tieOuts(
          {
            kind: 'risema',
            balanceSheet: [],
            incomeStatement: workbook.incomeStatement,
            externalServices: [],
          },
          stored,
        ).map((check) => check.message)
      : [];
  return [
    ...nif,
    ...workbook.warnings,
    ...workbook.tieOuts.map((check) => check.message),
    ...simulation,
  ];
}

/**
 * `Validar Período do Ficheiro` (docs/product.md §2): the file read on this device — its name, the counts
 * per statement, the period (editable, `AAAA-MM`, with a readable preview and the change
 * warning), the NIF and reader warnings — and `Confirmar e Gravar`.
 */
export function ValidatePeriodDialog(props: {
  company: Company;
  workbook: WorkbookSummary;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (period: string) => void;
}) {
  const { workbook } = props;
  const original = workbook.period;
  const [period, setPeriod] = useState(original ?? '');
  const [touched, setTouched] = useState(false);
  const online = useOnline();
  const problem = periodProblem(period, new Date());
  const chosen = period.trim();
  // What this device holds for the chosen period (a simulation is checked against it).
  const stored = useStoredPeriod(
    props.company.id,
    workbook.kind === 'risema' && periodProblem(chosen, new Date()) === null ? chosen : null,
  );
  const preview = periodPreview(period);
  const changed = original !== null && period.trim() !== original;
  const warnings = dialogWarnings(workbook, props.company, stored ?? null);
  const counts = [
    { label: 'Balanço', value: workbook.counts.balanceSheet, unit: 'contas' },
    { label: 'DRE', value: workbook.counts.incomeStatement, unit: 'contas' },
    { label: 'FSE', value: workbook.counts.externalServices, unit: 'contas' },
    { label: 'Rácios', value: workbook.counts.financialRatios, unit: 'indicadores' },
  ];

  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open) props.onCancel();
      }}
      title="Validar Período do Ficheiro"
      description={
        <>
          Ficheiro: <strong>{workbook.fileName}</strong>
        </>
      }
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (problem === null) props.onConfirm(period.trim());
      }}
      submitLabel="Confirmar e Gravar"
      busyLabel="A gravar..."
      busy={props.busy}
      submitDisabled={problem !== null}
      submitHint={
        online
          ? undefined
          : 'Sem ligação: o ficheiro fica guardado neste dispositivo e é gravado quando houver ligação.'
      }
    >
      <SimpleGrid as="dl" columns={2} gap="2" aria-label="Linhas lidas">
        {counts.map((count) => (
          <Box key={count.label} borderWidth="1px" rounded="md" px="3" py="2">
            <Text as="dt" fontSize="sm" color="fg.muted">
              {count.label}
            </Text>
            <Text as="dd" fontWeight="semibold">
              {`${count.value} ${count.unit}`}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <FormField
        label="Período (AAAA-MM)"
        required
        error={touched || period.length >= 7 ? (problem ?? undefined) : undefined}
        help={preview ?? undefined}
      >
        <Input
          value={period}
          placeholder="2024-12"
          inputMode="numeric"
          autoComplete="off"
          onChange={(event) => {
            setPeriod(event.currentTarget.value);
          }}
          onBlur={() => {
            setTouched(true);
          }}
        />
      </FormField>
      {changed ? (
        <Text role="status" color="orange.fg" fontSize="sm">
          {`Período alterado do original: ${original}`}
        </Text>
      ) : null}
      {warnings.length > 0 ? (
        <Stack
          as="ul"
          gap="1"
          listStyleType="none"
          borderWidth="1px"
          borderColor="orange.muted"
          bg="orange.subtle"
          rounded="md"
          p="3"
          aria-label="Avisos"
        >
          {warnings.map((warning) => (
            <Text as="li" key={warning} fontSize="sm">
              {warning}
            </Text>
          ))}
        </Stack>
      ) : null}
    </FormDialog>
  );
}
