import { Box, Stack, Text } from '@chakra-ui/react';
import { analysisMessages } from '@risema/finance-core/analysis';
import { formatPercent } from '@risema/finance-core/format';
import { FileSpreadsheet } from 'lucide-react';
import { EmptyMessage } from '../../../components/empty-message';
import { usePeriodAnalysis } from '../../../data/queries/use-period-analysis';
import type { CompanyTabProps } from '../company-tab-props';
import { AccountLabel } from '../common/account-label';
import { ComparisonCells } from '../common/comparison-cells';
import { ExportExcelButton } from '../common/export-excel-button';
import { NumberCell, NumberHeader, TableCard } from '../common/table-card';
import { TabHeader } from '../common/tab-header';
import { TabState } from '../common/tab-state';
import { useYearChoice } from '../common/use-year-choice';
import { YearSelector } from '../common/year-selector';

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
        {({ revenues }) => {
          const previousLabel = revenues.previousLabel ?? 'Ano anterior';
          return revenues.empty ? (
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
                    <NumberHeader optional>% Peso</NumberHeader>
                    <NumberHeader>{revenues.currentLabel ?? shown}</NumberHeader>
                    <NumberHeader optional>{previousLabel}</NumberHeader>
                    <NumberHeader optional>AH</NumberHeader>
                    <NumberHeader optional>Δ Valor</NumberHeader>
                    <NumberHeader>
                      Δ%<span className="compact-only"> vs {previousLabel}</span>
                    </NumberHeader>
                  </tr>
                </thead>
                <tbody>
                  {revenues.rows.map((row, index) => (
                    <tr
                      key={`${row.code}-${index}`}
                      className={row.subtotal ? 'subtotal' : undefined}
                    >
                      <td>
                        <AccountLabel code={row.code} description={row.description} />{' '}
                        <span className="tag">{row.kind === 'sales' ? 'Vendas' : 'Serviços'}</span>
                      </td>
                      <NumberCell optional>{formatPercent(row.weight, 1)}</NumberCell>
                      <ComparisonCells comparison={row} />
                    </tr>
                  ))}
                  <tr className="total" data-total="true">
                    <td>Total de rendimentos</td>
                    <td className="opt" />
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
          );
        }}
      </TabState>
    </Stack>
  );
}
