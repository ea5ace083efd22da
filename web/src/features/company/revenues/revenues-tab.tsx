import { Box, Stack, Text } from '@chakra-ui/react';
import { analysisMessages } from '@risema/finance-core/analysis';
import { formatPercent } from '@risema/finance-core/format';
import { FileSpreadsheet } from 'lucide-react';
import { EmptyMessage } from '../../../components/empty-message';
import { usePeriodAnalysis } from '../../../data/queries/use-period-analysis';
import type { CompanyTabProps } from '../company-tab-props';
import { ComparisonCells } from '../shared/comparison-cells';
import { ExportExcelButton } from '../shared/export-excel-button';
import { NumberCell, NumberHeader, TableCard } from '../shared/table-card';
import { TabHeader } from '../shared/tab-header';
import { TabState } from '../shared/tab-state';
import { useYearChoice } from '../shared/use-year-choice';
import { YearSelector } from '../shared/year-selector';

/**
 * The Proveitos tab (docs/product.md §2): sales (71…) and services (72…) with the previous year, the
 * total income and its change, and the sentence `Até MM/YYYY a empresa aumentou…`. With more than
 * one year stored, a year selector shows the latest period of the chosen year.
 */
export function RevenuesTab({ companyId, period, periods }: CompanyTabProps) {
  const { years, year, shown, choose } = useYearChoice(period, periods);
  const analysis = usePeriodAnalysis(companyId, shown);

  return (
    <Stack gap="5">
      <TabHeader
        companyId={companyId}
        period={shown}
        title="Proveitos"
        actions={
          analysis && !analysis.revenues.empty ? (
            <ExportExcelButton
              companyId={companyId}
              period={shown}
              content={{ kind: 'revenues', view: analysis.revenues }}
            />
          ) : null
        }
      />
      {years.length > 1 ? <YearSelector years={years} selected={year} onSelect={choose} /> : null}
      <TabState analysis={analysis}>
        {({ revenues }) =>
          revenues.empty ? (
            <EmptyMessage
              icon={<FileSpreadsheet aria-hidden />}
              title={revenues.emptyMessage ?? analysisMessages.noRevenues}
              description={analysisMessages.noRevenuesHint}
            />
          ) : (
            <>
              {revenues.sentence ? (
                <Box
                  as="p"
                  role="note"
                  borderWidth="1px"
                  rounded="md"
                  bg="brand.subtle"
                  p="3"
                  fontWeight="medium"
                  data-testid="revenue-sentence"
                >
                  {revenues.sentence}
                </Box>
              ) : null}
              <TableCard title="Vendas e prestações de serviços">
                <thead>
                  <tr>
                    <th scope="col">Conta</th>
                    <th scope="col">Descrição</th>
                    <NumberHeader>% Peso</NumberHeader>
                    <NumberHeader>{revenues.currentLabel ?? shown}</NumberHeader>
                    <NumberHeader>{revenues.previousLabel ?? 'Ano anterior'}</NumberHeader>
                    <NumberHeader>AH</NumberHeader>
                    <NumberHeader>Δ Valor</NumberHeader>
                    <NumberHeader>Δ%</NumberHeader>
                  </tr>
                </thead>
                <tbody>
                  {revenues.rows.map((row, index) => (
                    <tr
                      key={`${row.code}-${index}`}
                      className={row.subtotal ? 'subtotal' : undefined}
                    >
                      <td>{row.code}</td>
                      <td>
                        {row.description}{' '}
                        <span className="tag">{row.kind === 'sales' ? 'Vendas' : 'Serviços'}</span>
                      </td>
                      <NumberCell>{formatPercent(row.weight, 1)}</NumberCell>
                      <ComparisonCells comparison={row} />
                    </tr>
                  ))}
                  <tr className="total" data-total="true">
                    <td />
                    <td>Total de rendimentos</td>
                    <td />
                    <ComparisonCells comparison={revenues.total} strong />
                  </tr>
                </tbody>
              </TableCard>
              {revenues.comparisonNote ? (
                <Text fontSize="sm" color="fg.muted" role="note">
                  {revenues.comparisonNote}
                </Text>
              ) : null}
            </>
          )
        }
      </TabState>
    </Stack>
  );
}
