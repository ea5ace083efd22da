import { Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { formatEuros } from '@risema/finance-core/format';
import type { DashboardCard } from '@risema/finance-core/views';
import { FormulaInfo } from '../../../components/formula-info';
import { explanationOf } from '../shared/explanation-of';

/**
 * The dashboard's block of Rendimentos, Custos, EBITDA, IRC (or `Estimativa de IRC*`), Resultado
 * Apurado and the balances, each with its previous-year value.
 */
export function DetailsTable({
  details,
  previousLabel,
  note,
}: {
  details: readonly DashboardCard[];
  previousLabel: string | null;
  note: string | null;
}) {
  return (
    <Stack borderWidth="1px" rounded="lg" p="4" gap="3" className="print-avoid-break">
      <Heading as="h3" size="md">
        Resultados e saldos
      </Heading>
      <Table.ScrollArea className="print-scroll">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Rubrica</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Atual</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                {previousLabel ?? 'Ano anterior'}
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {details.map((detail) => (
              <Table.Row key={`${detail.id}-${detail.label}`} data-detail={detail.id}>
                <Table.Cell>
                  <Flex align="center" gap="1">
                    {detail.label}
                    <FormulaInfo explanation={explanationOf(detail)} label={detail.label} />
                  </Flex>
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap" data-value>
                  {formatEuros(detail.comparison.current)}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {detail.source.kind === 'none' ? '—' : formatEuros(detail.comparison.previous)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {note ? (
        <Text fontSize="sm" color="fg.muted">
          {note}
        </Text>
      ) : null}
    </Stack>
  );
}
