import { Box } from '@chakra-ui/react';
import { analysisMessages } from '@risema/finance-core/analysis';
import { formatByUnit, formatChangeByUnit } from '@risema/finance-core/format';
import type { Insight } from '@risema/finance-core/insights';
import type { RatioRow, RatioTable } from '@risema/finance-core/views';
import { Percent } from 'lucide-react';
import { EmptyMessage } from '../../../components/empty-message';
import { FormulaInfo } from '../../../components/formula-info';
import { InsightCards } from '../common/insight-cards';
import { NumberCell, NumberHeader, TableCard } from '../common/table-card';
import { TrendArrow } from '../common/trend-arrow';

// Return on equity over a negative equity: not meaningful (finance-core's `notMeaningful`).
const NOT_MEANINGFUL = 'n.s.';

/** A ratio row: status colour on its left edge and on its status label, and its tip line. */
function RatioTableRow({ row }: { row: RatioRow }) {
  return (
    <tr data-status={row.status} className="print-avoid-break">
      <td>
        <span className="strong">{row.description}</span>
        {row.sourceLabel ? (
          <span className="tag" data-testid="ratio-source">
            {row.sourceLabel}
          </span>
        ) : null}
        <FormulaInfo explanation={row.explanation} label={row.description} />
        <span className="tip" data-testid="ratio-tip">
          {row.tip}
        </span>
      </td>
      <NumberCell strong>
        {row.notMeaningful ? NOT_MEANINGFUL : formatByUnit(row.current, row.unit)}
      </NumberCell>
      <NumberCell optional>{formatByUnit(row.previous, row.unit)}</NumberCell>
      <NumberCell>
        {row.trend === null ? null : (
          <span className="compact-only">
            <TrendArrow trend={row.trend} tone={row.tone} />{' '}
          </span>
        )}
        {formatChangeByUnit(row.variation, row.unit)}
      </NumberCell>
      <NumberCell optional>
        <TrendArrow trend={row.trend} tone={row.tone} />
      </NumberCell>
      <td className="opt">
        <span className={`status status-${row.status}`}>{row.statusLabel}</span>
      </td>
    </tr>
  );
}

/**
 * The Rácios' content (the tab and the management report): the ratio insights, then the ratios
 * of the workbook grouped into profitability, liquidity, indebtedness and activity, each with
 * current and previous period, variation, trend arrow, status colour and a tip line.
 */
export function RatiosBody({
  ratioTable,
  insights,
  period,
}: {
  ratioTable: RatioTable;
  insights: readonly Insight[];
  period: string;
}) {
  if (ratioTable.empty) {
    return (
      <EmptyMessage
        icon={<Percent aria-hidden />}
        title={ratioTable.emptyMessage ?? analysisMessages.noRatios}
      />
    );
  }
  return (
    <>
      <InsightCards insights={insights} />
      {ratioTable.groups.map((group) => (
        <TableCard key={group.group} title={group.label}>
          <thead>
            <tr>
              <th scope="col">Indicador</th>
              <NumberHeader>{ratioTable.currentLabel ?? period}</NumberHeader>
              <NumberHeader optional>{ratioTable.previousLabel ?? 'Período anterior'}</NumberHeader>
              <NumberHeader>Variação</NumberHeader>
              <NumberHeader optional>Tendência</NumberHeader>
              <th scope="col" className="opt">
                Estado
              </th>
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
        Valores da folha Rácios do ficheiro. Rácios em percentagem com 2 casas decimais; prazos em
        dias; variações em pontos percentuais ou dias. «do ficheiro» marca os valores que o
        Dashboard calcula de outra forma (fórmula no botão de informação).
      </Box>
    </>
  );
}
