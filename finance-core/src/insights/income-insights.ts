import type { KeyFigures } from '../analysis/figures';
import { computeKeyRatios } from '../analysis/key-ratios';
import { formatEuros, formatPercent } from '../format/number-format';
import { growthPercent, percentOf } from './growth';
import { makeInsight, sortInsights } from './insight';
import type { Insight } from './insight';
import { pct, signedPct } from './texts';

/**
 * The DRE insights of docs/product.md §9 (further thresholds): sales growth >15 % success, <−10 %
 * critical; personnel growth >15 % with sales growth <10 % warning; net margin negative critical,
 * positive under 5 % warning, above 15 % success; EBITDA margin positive under 10 % info. Growth
 * compares the period with its previous-year column (like for like); margins read the period.
 */
export function incomeInsights(
  current: KeyFigures,
  previous: KeyFigures | null,
  previousLabel: string | null,
): Insight[] {
  const insights: Insight[] = [];
  const ratios = computeKeyRatios(current);
  const against = previousLabel ?? 'o período anterior';

  const salesGrowth = previous ? growthPercent(current.turnover, previous.turnover) : null;
  if (salesGrowth !== null && salesGrowth > 15) {
    insights.push(
      makeInsight(
        'income.salesGrowth',
        'success',
        'Forte crescimento das vendas',
        `As vendas cresceram ${pct(salesGrowth)} face a ${against} (${formatEuros(previous?.turnover ?? null)} → ${formatEuros(current.turnover)}).`,
        'Garanta que a capacidade e a tesouraria acompanham o crescimento.',
      ),
    );
  } else if (salesGrowth !== null && salesGrowth < -10) {
    insights.push(
      makeInsight(
        'income.salesDecline',
        'critical',
        'Descida acentuada das vendas',
        `As vendas caíram ${pct(Math.abs(salesGrowth))} face a ${against} (${formatEuros(previous?.turnover ?? null)} → ${formatEuros(current.turnover)}).`,
        'Analise as causas da quebra por cliente e produto e ajuste a estrutura de custos.',
      ),
    );
  }

  const personnelGrowth = previous ? growthPercent(current.personnel, previous.personnel) : null;
  if (
    personnelGrowth !== null &&
    personnelGrowth > 15 &&
    salesGrowth !== null &&
    salesGrowth < 10
  ) {
    insights.push(
      makeInsight(
        'income.personnelGrowth',
        'warning',
        'Gastos com pessoal a crescer mais do que as vendas',
        `Os gastos com pessoal cresceram ${pct(personnelGrowth)} e as vendas ${signedPct(salesGrowth)}.`,
        'Reveja a produtividade por colaborador e o dimensionamento das equipas.',
      ),
    );
  }

  const netMargin = percentOf(ratios.netMargin);
  if (netMargin !== null && netMargin < 0) {
    insights.push(
      makeInsight(
        'income.netMarginNegative',
        'critical',
        'Prejuízo no período',
        `A margem líquida é de ${formatPercent(ratios.netMargin)} (resultado líquido de ${formatEuros(current.netResult)}).`,
        'Identifique as rubricas de custo a reduzir e reveja os preços de venda.',
      ),
    );
  } else if (netMargin !== null && netMargin > 0 && netMargin < 5) {
    insights.push(
      makeInsight(
        'income.netMarginLow',
        'warning',
        'Margem líquida reduzida',
        `A margem líquida é de ${formatPercent(ratios.netMargin)}, abaixo de 5%.`,
        'Pouca folga para imprevistos: procure ganhos de eficiência e melhores preços.',
      ),
    );
  } else if (netMargin !== null && netMargin > 15) {
    insights.push(
      makeInsight(
        'income.netMarginHigh',
        'success',
        'Margem líquida elevada',
        `A margem líquida é de ${formatPercent(ratios.netMargin)}, acima de 15%.`,
        'Rentabilidade forte: considere reinvestir no crescimento do negócio.',
      ),
    );
  }

  const ebitdaMargin = percentOf(ratios.ebitdaMargin);
  if (ebitdaMargin !== null && ebitdaMargin > 0 && ebitdaMargin < 10) {
    insights.push(
      makeInsight(
        'income.ebitdaMarginLow',
        'info',
        'Margem EBITDA abaixo de 10%',
        `O EBITDA de ${formatEuros(current.ebitda)} representa ${formatPercent(ratios.ebitdaMargin)} das vendas.`,
        'Acompanhe os custos operacionais para reforçar a geração de meios.',
      ),
    );
  }
  return sortInsights(insights);
}
