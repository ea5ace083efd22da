import { Box, Checkbox, Fieldset, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Company } from '@risema/finance-core/contract';
import { nifMismatchWarning } from '@risema/finance-core/contract';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { useOnline } from '../../../data/hooks/use-online';
import type { SaftSummary } from '../../../workers/saft-reading';

/** The warnings of a SAF-T: the NIF check (docs/design.md §4.12), then the reader's own. */
export function saftDialogWarnings(saft: SaftSummary, company: Pick<Company, 'taxId'>): string[] {
  const nif =
    saft.nif !== null && saft.nif !== company.taxId
      ? [nifMismatchWarning(saft.nif, company.taxId, saft.company)]
      : [];
  return [...nif, ...saft.warnings];
}

/**
 * `Validar Período do Ficheiro` for a SAF-T (docs/saft.md): the file name, the company and NIF of
 * its header, the fiscal year, one checkbox per month it gives (all checked: each chosen month
 * becomes a stored period, year to date), the last month's counts, the warnings, and
 * `Confirmar e Gravar` with the chosen months.
 */
export function ValidateSaftDialog(props: {
  company: Company;
  saft: SaftSummary;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (periods: string[]) => void;
}) {
  const { saft } = props;
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(saft.months.map((month) => month.period)),
  );
  const online = useOnline();
  const warnings = saftDialogWarnings(saft, props.company);
  const counts = [
    { label: 'Balanço', value: saft.counts.balanceSheet, unit: 'contas' },
    { label: 'DRE', value: saft.counts.incomeStatement, unit: 'contas' },
    { label: 'FSE', value: saft.counts.externalServices, unit: 'contas' },
    { label: 'Rácios', value: saft.counts.financialRatios, unit: 'indicadores' },
  ];
  const header = [
    { label: 'Empresa', value: saft.company ?? '—' },
    { label: 'NIF', value: saft.nif ?? '—' },
    { label: 'Ano fiscal', value: String(saft.fiscalYear) },
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
          Ficheiro: <strong>{saft.fileName}</strong>
        </>
      }
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen.size > 0) {
          props.onConfirm(
            saft.months.map((month) => month.period).filter((period) => chosen.has(period)),
          );
        }
      }}
      submitLabel="Confirmar e Gravar"
      busyLabel="A gravar..."
      busy={props.busy}
      submitDisabled={chosen.size === 0}
      submitHint={
        online
          ? chosen.size === 0
            ? 'Escolha pelo menos um mês a gravar.'
            : undefined
          : 'Sem ligação: o ficheiro fica guardado neste dispositivo e é gravado quando houver ligação.'
      }
    >
      <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap="2" aria-label="Cabeçalho do SAF-T">
        {header.map((item) => (
          <Box key={item.label} borderWidth="1px" rounded="md" px="3" py="2">
            <Text as="dt" fontSize="sm" color="fg.muted">
              {item.label}
            </Text>
            <Text as="dd" fontWeight="semibold" wordBreak="break-word">
              {item.value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold">Meses a gravar</Fieldset.Legend>
        <Fieldset.HelperText>
          Cada mês escolhido fica gravado como um período (acumulado do ano; dezembro é o ano
          inteiro), substituindo os dados que o período já tenha.
        </Fieldset.HelperText>
        <SimpleGrid columns={{ base: 2, sm: 3 }} gap="2" mt="2">
          {saft.months.map((month) => (
            <Checkbox.Root
              key={month.period}
              checked={chosen.has(month.period)}
              onCheckedChange={(event) => {
                setChosen((current) => {
                  const next = new Set(current);
                  if (event.checked === true) next.add(month.period);
                  else next.delete(month.period);
                  return next;
                });
              }}
              colorPalette="brand"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{month.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
        {saft.months.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            O ficheiro não tem meses para gravar.
          </Text>
        ) : null}
      </Fieldset.Root>
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
          maxH="40"
          overflowY="auto"
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
