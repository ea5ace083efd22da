import { Card, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { PeriodAnalysis } from '@risema/finance-core/views';
import { FormulaInfo } from '../../../components/formula-info';
import { SummaryChart } from './summary-chart';
import { SummaryTable } from './summary-table';
import { SummaryTile } from './summary-tile';

/**
 * The Resumo's content (the tab and the management report): six headline tiles, the business
 * summary chart, and the tables Rendimentos, CMVMC, FSE, Gastos com Pessoal and Gastos
 * Financeiros + IRC.
 */
export function SummaryBody({ analysis, period }: { analysis: PeriodAnalysis; period: string }) {
  const { summary, dashboard } = analysis;
  const currentLabel = summary.currentLabel ?? period;
  const previousLabel = summary.previousLabel ?? 'Ano anterior';
  return (
    <>
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
      <Card.Root as="section" variant="outline" size="sm" className="print-card print-avoid-break">
        <Card.Header>
          <Flex align="center" gap="1">
            <Heading as="h3" size="md">
              Resumo do negócio
            </Heading>
            <FormulaInfo explanation={summary.ebitdaExplanation} label={summary.ebitdaLabel} />
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
    </>
  );
}
