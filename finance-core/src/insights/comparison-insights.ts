import type { KeyFigures } from '../analysis/figures';
import { computeKeyRatios } from '../analysis/key-ratios';
import { formatEuros } from '../format/number-format';
import { growthPercent, pointsChange } from './growth';
import { makeInsight, sortInsights } from './insight';
import type { Insight } from './insight';
import { pct, points, signedPct } from './texts';

/** Two periods compared: the newer one and the one before it, with their labels. */
export interface FiguresComparison {
  current: KeyFigures;
  previous: KeyFigures;
  /** `dezembro de 2025`. */
  currentLabel: string;
  /** `dezembro de 2024`. */
  previousLabel: string;
  /**
   * False when the two periods cover different months (a June year to date beside a whole
   * year): no growth insight fires between them (docs/design.md §4.16); margins still compare.
   */
  comparableLengths?: boolean;
}

/**
 * The comparison insights of docs/product.md §9, newer period against the older: sales growth >10 %
 * success, <−5 % critical; gross margin change <−3 points warning, >2 success; FSE growth >15 %
 * with its share of sales up >2 points warning; personnel growth >10 % with sales growth <5 %
 * warning; net result turning negative critical, back to positive success, growth >20 % success;
 * operating efficiency (operating result / sales) down >5 points warning; then an info `stable`
 * insight when none fired or successes outnumber criticals. Sorted high → medium → low.
 */
export function comparisonInsights(comparison: FiguresComparison): Insight[] {
  const { current, previous, previousLabel } = comparison;
  const now = computeKeyRatios(current);
  const before = computeKeyRatios(previous);
  const insights: Insight[] = [];
  const alike = comparison.comparableLengths ?? true;
  // Growth of year-to-date amounts means nothing between periods of different lengths.
  const growth = (now: number | null, before: number | null) =>
    alike ? growthPercent(now, before) : null;

  const salesGrowth = growth(current.turnover, previous.turnover);
  if (salesGrowth !== null && salesGrowth > 10) {
    insights.push(
      makeInsight(
        'comparison.salesGrowth',
        'success',
        'Vendas em crescimento',
        `As vendas cresceram ${pct(salesGrowth)} face a ${previousLabel} (${formatEuros(previous.turnover)} → ${formatEuros(current.turnover)}).`,
        'Consolide os produtos e clientes que sustentaram o crescimento e acompanhe a margem.',
      ),
    );
  } else if (salesGrowth !== null && salesGrowth < -5) {
    insights.push(
      makeInsight(
        'comparison.salesDecline',
        'critical',
        'Quebra nas vendas',
        `As vendas caíram ${pct(Math.abs(salesGrowth))} face a ${previousLabel} (${formatEuros(previous.turnover)} → ${formatEuros(current.turnover)}).`,
        'Analise a carteira de clientes e a política comercial para travar a quebra.',
      ),
    );
  }

  const marginChange = pointsChange(now.grossMargin, before.grossMargin);
  if (marginChange !== null && marginChange < -3) {
    insights.push(
      makeInsight(
        'comparison.grossMarginDown',
        'warning',
        'Margem bruta em queda',
        `A margem bruta desceu ${points(marginChange)} face a ${previousLabel}.`,
        'Reveja preços de venda e custos das mercadorias e matérias consumidas.',
      ),
    );
  } else if (marginChange !== null && marginChange > 2) {
    insights.push(
      makeInsight(
        'comparison.grossMarginUp',
        'success',
        'Margem bruta melhorou',
        `A margem bruta subiu ${points(marginChange)} face a ${previousLabel}.`,
        'Mantenha a disciplina de preços e compras que levou a esta melhoria.',
      ),
    );
  }

  const fseGrowth = growth(current.fse, previous.fse);
  const fseShareChange = pointsChange(now.fseShareOfTurnover, before.fseShareOfTurnover);
  if (fseGrowth !== null && fseGrowth > 15 && fseShareChange !== null && fseShareChange > 2) {
    insights.push(
      makeInsight(
        'comparison.fseGrowth',
        'warning',
        "FSE's a crescer mais do que as vendas",
        `Os fornecimentos e serviços externos cresceram ${pct(fseGrowth)} e o seu peso nas vendas subiu ${points(fseShareChange)}.`,
        'Identifique as rubricas de FSE que mais cresceram e renegocie contratos.',
      ),
    );
  }

  const personnelGrowth = growth(current.personnel, previous.personnel);
  if (personnelGrowth !== null && personnelGrowth > 10 && salesGrowth !== null && salesGrowth < 5) {
    insights.push(
      makeInsight(
        'comparison.personnelGrowth',
        'warning',
        'Gastos com pessoal acima do ritmo das vendas',
        `Os gastos com pessoal cresceram ${pct(personnelGrowth)} enquanto as vendas variaram ${signedPct(salesGrowth)}.`,
        'Avalie a produtividade e ajuste a estrutura de pessoal ao nível de atividade.',
      ),
    );
  }

  const net = current.netResult;
  const netBefore = previous.netResult;
  if (net !== null && netBefore !== null) {
    if (netBefore >= 0 && net < 0) {
      insights.push(
        makeInsight(
          'comparison.netResultNegative',
          'critical',
          'Resultado líquido passou a negativo',
          `O resultado líquido passou de ${formatEuros(netBefore)} para ${formatEuros(net)}.`,
          'Identifique com urgência as causas do prejuízo e prepare um plano de correção.',
        ),
      );
    } else if (netBefore < 0 && net > 0) {
      insights.push(
        makeInsight(
          'comparison.netResultPositive',
          'success',
          'Regresso aos lucros',
          `O resultado líquido passou de ${formatEuros(netBefore)} para ${formatEuros(net)}.`,
          'Consolide as medidas que permitiram recuperar a rentabilidade.',
        ),
      );
    } else {
      const netGrowth = netBefore > 0 ? growth(net, netBefore) : null;
      if (netGrowth !== null && netGrowth > 20) {
        insights.push(
          makeInsight(
            'comparison.netResultGrowth',
            'success',
            'Resultado líquido em forte crescimento',
            `O resultado líquido cresceu ${pct(netGrowth)} (${formatEuros(netBefore)} → ${formatEuros(net)}).`,
            'Considere reforçar reservas ou investir parte dos resultados no crescimento.',
          ),
        );
      }
    }
  }

  const efficiencyChange = pointsChange(
    now.productionProfitability,
    before.productionProfitability,
  );
  if (efficiencyChange !== null && efficiencyChange < -5) {
    insights.push(
      makeInsight(
        'comparison.operatingEfficiency',
        'warning',
        'Eficiência operacional em queda',
        `O resultado operacional em percentagem das vendas desceu ${points(efficiencyChange)} face a ${previousLabel}.`,
        'Reveja os custos operacionais que cresceram mais do que a atividade.',
      ),
    );
  }

  const successes = insights.filter((item) => item.type === 'success').length;
  const criticals = insights.filter(
    (item) => item.type === 'critical' || item.type === 'danger',
  ).length;
  if (insights.length === 0) {
    insights.push(
      makeInsight(
        'comparison.stable',
        'info',
        'Evolução estável',
        `Sem variações significativas face a ${previousLabel}.`,
        'Continue a acompanhar os indicadores em cada novo período.',
      ),
    );
  } else if (successes > criticals) {
    insights.push(
      makeInsight(
        'comparison.stable',
        'info',
        'Evolução globalmente favorável',
        `Os sinais positivos (${successes}) superam os críticos (${criticals}) face a ${previousLabel}.`,
        'Mantenha o acompanhamento dos pontos de atenção assinalados.',
      ),
    );
  }
  return sortInsights(insights);
}

/** Overall reading of a comparison (docs/product.md §9). */
export type ComparisonStatus = 'urgent' | 'monitor' | 'positive';

export const COMPARISON_STATUS_LABELS: Record<ComparisonStatus, string> = {
  urgent: 'Requer atenção urgente',
  monitor: 'Monitorização necessária',
  positive: 'Trajetória positiva',
};

/**
 * More than 2 critical insights: urgent (docs/product.md §9, first); else warnings and criticals together
 * outnumbering successes, or any critical at all, monitor — the status never reads positive while
 * a critical stands; else positive. `danger` counts as critical.
 */
export function comparisonStatus(insights: readonly Insight[]): ComparisonStatus {
  const count = (...types: Insight['type'][]) =>
    insights.filter((item) => types.includes(item.type)).length;
  const criticals = count('critical', 'danger');
  if (criticals > 2) return 'urgent';
  if (criticals > 0 || count('warning') + criticals > count('success')) return 'monitor';
  return 'positive';
}
