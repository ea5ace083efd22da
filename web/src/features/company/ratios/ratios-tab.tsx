import { Badge, Box, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { analysisMessages } from '@risema/finance-core/analysis';
import { formatByUnit, formatChangeByUnit } from '@risema/finance-core/format';
import type { RatioStatus } from '@risema/finance-core/insights';
import type { RatioRow } from '@risema/finance-core/views';
import { Percent } from 'lucide-react';
import { EmptyMessage } from '../../../components/empty-message';
import { FormulaInfo } from '../../../components/formula-info';
import { usePeriodAnalysis } from '../../../data/queries/use-period-analysis';
import type { CompanyTabProps } from '../company-tab-props';
import { explanationOf } from '../shared/explanation-of';
import { InsightCards } from '../shared/insight-cards';
import { NumberCell, NumberHeader, TableCard } from '../shared/table-card';
import { TabHeader } from '../shared/tab-header';
import { TabState } from '../shared/tab-state';
import { TrendArrow } from '../shared/trend-arrow';

// Status colours (SPEC.md §2): good, attention, critical, neutral.
const STATUS_PALETTE: Record<RatioStatus, string> = {
  good: 'green',
  attention: 'orange',
  critical: 'red',
  neutral: 'gray',
};

function good(row: RatioRow): 'up' | 'down' | 'neutral' {
  if (row.favourable === 'higher') return 'up';
  return row.favourable === 'lower' ? 'down' : 'neutral';
}

function RatioTableRow({ row }: { row: RatioRow }) {
  const palette = STATUS_PALETTE[row.status];
  return (
    <Table.Row data-status={row.status} className="print-avoid-break">
      <Table.Cell borderLeftWidth="4px" borderLeftColor={`${palette}.500`}>
        <Flex align="center" gap="1">
          <Text as="span" fontWeight="medium">
            {row.description}
          </Text>
          <FormulaInfo explanation={explanationOf(row)} label={row.description} />
        </Flex>
        <Text fontSize="xs" color="fg.muted" data-testid="ratio-tip">
          {row.tip}
        </Text>
      </Table.Cell>
      <NumberCell strong>{formatByUnit(row.current, row.unit)}</NumberCell>
      <NumberCell>{formatByUnit(row.previous, row.unit)}</NumberCell>
      <NumberCell>{formatChangeByUnit(row.variation, row.unit)}</NumberCell>
      <NumberCell>
        <TrendArrow trend={row.trend} good={good(row)} />
      </NumberCell>
      <Table.Cell>
        <Badge colorPalette={palette} variant="subtle">
          {row.statusLabel}
        </Badge>
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * The Rácios tab (SPEC.md §2): the ratio insights, then the ratios of the workbook grouped into
 * profitability, liquidity, indebtedness and activity, each with current and previous period,
 * variation, trend arrow, status colour and a tip line — all from finance-core.
 */
export function RatiosTab({ companyId, period }: CompanyTabProps) {
  const analysis = usePeriodAnalysis(companyId, period);
  return (
    <TabState analysis={analysis}>
      {({ ratioTable, insights }) => (
        <Stack gap="5">
          <TabHeader companyId={companyId} period={period} title="Rácios financeiros" />
          {ratioTable.empty ? (
            <EmptyMessage
              icon={<Percent aria-hidden />}
              title={ratioTable.emptyMessage ?? analysisMessages.noRatios}
            />
          ) : (
            <>
              <InsightCards insights={insights.ratios} />
              {ratioTable.groups.map((group) => (
                <TableCard key={group.group} title={group.label}>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Indicador</Table.ColumnHeader>
                      <NumberHeader>{ratioTable.currentLabel ?? period}</NumberHeader>
                      <NumberHeader>{ratioTable.previousLabel ?? 'Período anterior'}</NumberHeader>
                      <NumberHeader>Variação</NumberHeader>
                      <NumberHeader>Tendência</NumberHeader>
                      <Table.ColumnHeader>Estado</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {group.rows.map((row, index) => (
                      <RatioTableRow key={`${row.description}-${index}`} row={row} />
                    ))}
                  </Table.Body>
                </TableCard>
              ))}
              <Box as="p" fontSize="sm" color="fg.muted">
                Rácios em percentagem com 2 casas decimais; prazos em dias; variações em pontos
                percentuais ou dias.
              </Box>
            </>
          )}
        </Stack>
      )}
    </TabState>
  );
}
