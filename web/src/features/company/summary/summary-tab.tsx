import { Card, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormulaInfo } from '../../../components/formula-info';
import { usePeriodAnalysis } from '../../../data/queries/use-period-analysis';
import type { CompanyTabProps } from '../company-tab-props';
import { TabHeader } from '../shared/tab-header';
import { TabState } from '../shared/tab-state';
import { SummaryChart } from './summary-chart';
import { SummaryTable } from './summary-table';
import { SummaryTile } from './summary-tile';

/**
 * The Resumo tab (docs/product.md §2): six headline tiles, the business summary chart, and the tables
 * Rendimentos, CMVMC, FSE, Gastos com Pessoal and Gastos Financeiros + IRC, all from finance-core.
 */
export function SummaryTab({ companyId, period }: CompanyTabProps) {
  const analysis = usePeriodAnalysis(companyId, period);
  return (
    <TabState analysis={analysis}>
      {({ summary, dashboard }) => {
        const currentLabel = summary.currentLabel ?? period;
        const previousLabel = summary.previousLabel ?? 'Ano anterior';
        return (
          <Stack gap="5">
            <TabHeader companyId={companyId} period={period} title="Resumo executivo" />
            <SimpleGrid
              as="section"
              aria-label="Indicadores principais"
              columns={{ base: 1, sm: 2, lg: 3 }}
              // Breakpoints are screen media queries: on paper, three tiles a row.
              _print={{ gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}
              gap="3"
            >
              {summary.tiles.map((tile) => (
                <SummaryTile key={tile.id} tile={tile} previousLabel={summary.previousLabel} />
              ))}
            </SimpleGrid>
            {dashboard.ircNote ? (
              <Text fontSize="sm" color="fg.muted">
                {dashboard.ircNote}
              </Text>
            ) : null}
            <Card.Root as="section" variant="outline" size="sm" className="print-card">
              <Card.Header>
                <Flex align="center" gap="1">
                  <Heading as="h3" size="md">
                    Resumo do negócio
                  </Heading>
                  <FormulaInfo explanation={summary.ebitdaExplanation} label="EBITDA" />
                </Flex>
              </Card.Header>
              <Card.Body>
                <SummaryChart
                  bars={summary.chart}
                  currentLabel={currentLabel}
                  previousLabel={summary.previousLabel}
                />
              </Card.Body>
            </Card.Root>
            {summary.tables.map((table) => (
              <SummaryTable
                key={table.id}
                table={table}
                currentLabel={currentLabel}
                previousLabel={previousLabel}
              />
            ))}
          </Stack>
        );
      }}
    </TabState>
  );
}
