import { Box, Stack } from '@chakra-ui/react';
import { analysisMessages } from '@risema/finance-core/analysis';
import { formatByUnit, formatChangeByUnit } from '@risema/finance-core/format';
import type { RatioRow } from '@risema/finance-core/views';
import { Percent } from 'lucide-react';
import { EmptyMessage } from '../../../components/empty-message';
import { FormulaInfo } from '../../../components/formula-info';
import { usePeriodAnalysis } from '../../../data/queries/use-period-analysis';
import type { CompanyTabProps } from '../company-tab-props';
import { InsightCards } from '../shared/insight-cards';
import { NumberCell, NumberHeader, TableCard } from '../shared/table-card';
import { TabHeader } from '../shared/tab-header';
import { TabState } from '../shared/tab-state';
import { TrendArrow } from '../shared/trend-arrow';

// Return on equity over a negative equity: not meaningful (finance-core's `notMeaningful`).
const NOT_MEANINGFUL = 'n.s.';

function good(row: RatioRow): 'up' | 'down' | 'neutral' {
  if (row.favourable === 'higher') return 'up';
  return row.favourable === 'lower' ? 'down' : 'neutral';
}

/** A ratio row: status colour on its left edge and on its status label, and its tip line. */
function RatioTableRow({ row }: { row: RatioRow }) {
  return (
    <tr data-status={row.status} className="print-avoid-break">
      <td>
        <span className="strong">{row.description}</span>
        <FormulaInfo explanation={row.explanation} label={row.description} />
        <span className="tip" data-testid="ratio-tip">
          {row.tip}
        </span>
      </td>
      <NumberCell strong>
        {row.notMeaningful ? NOT_MEANINGFUL : formatByUnit(row.current, row.unit)}
      </NumberCell>
      <NumberCell>{formatByUnit(row.previous, row.unit)}</NumberCell>
      <NumberCell>{formatChangeByUnit(row.variation, row.unit)}</NumberCell>
      <NumberCell>
        <TrendArrow trend={row.trend} good={good(row)} />
      </NumberCell>
      <td>
        <span className={`status status-${row.status}`}>{row.statusLabel}</span>
      </td>
    </tr>
  );
}

/**
 * The Rácios tab (docs/product.md §2): the ratio insights, then the ratios of the workbook grouped into
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
                  <thead>
                    <tr>
                      <th scope="col">Indicador</th>
                      <NumberHeader>{ratioTable.currentLabel ?? period}</NumberHeader>
                      <NumberHeader>{ratioTable.previousLabel ?? 'Período anterior'}</NumberHeader>
                      <NumberHeader>Variação</NumberHeader>
                      <NumberHeader>Tendência</NumberHeader>
                      <th scope="col">Estado</th>
                    </tr>
                  </thead>
                  <tbody>
                    {group.rows.map((row, index) => (
                      <RatioTableRow key={`${row.description}-${index}`} row={row} />
                    ))}
                  </tbody>
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
