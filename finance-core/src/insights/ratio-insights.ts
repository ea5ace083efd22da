import { formatDecimal, formatEuros, formatPercent } from '../format/number-format';
import { percentOf } from './growth';
import { makeInsight, sortInsights } from './insight';
import type { Insight } from './insight';

/** The ratio values the Rácios insights read (fractions; days for payment time). */
export interface RatioInsightInputs {
  assetReturn: number | null;
  financialAutonomy: number | null;
  generalLiquidity: number | null;
  grossMargin: number | null;
  paymentDays: number | null;
  /** True when `paymentDays` is the workbook's Rácios sheet value (its texts then say so). */
  paymentDaysFromSheet?: boolean;
  /** Equity (euros): below zero the return on equity is not meaningful, with its own insight. */
  equity?: number | null;
}

/** At most this many ratio insights are shown (docs/product.md §9). */
export const MAX_RATIO_INSIGHTS = 4;

/**
 * The ratio insights of docs/product.md §9, at most four, the most pressing first: negative equity
 * critical (the return on it is not meaningful, issue 7); asset return <2 %
 * warning, >5 % success; financial autonomy <30 % danger, >50 % success; general liquidity <100 %
 * danger, >150 % success; gross margin >50 % success, <30 % warning; payment time >90 days
 * warning, <30 days success.
 */
export function ratioInsights(inputs: RatioInsightInputs): Insight[] {
  const insights: Insight[] = [];
  if (inputs.equity !== undefined && inputs.equity !== null && inputs.equity < 0) {
    insights.push(
      makeInsight(
        'ratios.equityNegative',
        'critical',
        'Capital próprio negativo',
        `O capital próprio é negativo (${formatEuros(inputs.equity)}): a rendibilidade do capital próprio não tem significado (n.s.).`,
        'Reforce os capitais próprios (aumento de capital, prestações suplementares ou cobertura de prejuízos) e avalie a situação com o contabilista.',
      ),
    );
  }
  const assetReturn = percentOf(inputs.assetReturn);
  if (assetReturn !== null && assetReturn < 2) {
    insights.push(
      makeInsight(
        'ratios.assetReturnLow',
        'warning',
        'Rendibilidade do ativo baixa',
        `A rendibilidade do ativo é de ${formatPercent(inputs.assetReturn)}, abaixo de 2%.`,
        'Procure rentabilizar os ativos ou alienar os que pouco contribuem para o resultado.',
      ),
    );
  } else if (assetReturn !== null && assetReturn > 5) {
    insights.push(
      makeInsight(
        'ratios.assetReturnGood',
        'success',
        'Boa rendibilidade do ativo',
        `A rendibilidade do ativo é de ${formatPercent(inputs.assetReturn)}, acima de 5%.`,
        'Os recursos da empresa estão a gerar um retorno adequado.',
      ),
    );
  }

  const autonomy = percentOf(inputs.financialAutonomy);
  if (autonomy !== null && autonomy < 30) {
    insights.push(
      makeInsight(
        'ratios.autonomyLow',
        'danger',
        'Autonomia financeira reduzida',
        `A autonomia financeira é de ${formatPercent(inputs.financialAutonomy)}, abaixo de 30%.`,
        'Reduza o endividamento ou reforce os capitais próprios.',
      ),
    );
  } else if (autonomy !== null && autonomy > 50) {
    insights.push(
      makeInsight(
        'ratios.autonomyGood',
        'success',
        'Autonomia financeira sólida',
        `A autonomia financeira é de ${formatPercent(inputs.financialAutonomy)}, acima de 50%.`,
        'A estrutura financeira permite recorrer a crédito se for preciso investir.',
      ),
    );
  }

  const liquidity = percentOf(inputs.generalLiquidity);
  if (liquidity !== null && liquidity < 100) {
    insights.push(
      makeInsight(
        'ratios.liquidityLow',
        'danger',
        'Liquidez insuficiente',
        `A liquidez geral é de ${formatPercent(inputs.generalLiquidity)}: o ativo corrente não cobre o passivo corrente.`,
        'Negocie prazos com fornecedores e consolide dívida de curto prazo em médio prazo.',
      ),
    );
  } else if (liquidity !== null && liquidity > 150) {
    insights.push(
      makeInsight(
        'ratios.liquidityGood',
        'success',
        'Liquidez confortável',
        `A liquidez geral é de ${formatPercent(inputs.generalLiquidity)}, acima de 150%.`,
        'Há folga de tesouraria: avalie aplicar excedentes.',
      ),
    );
  }

  const margin = percentOf(inputs.grossMargin);
  if (margin !== null && margin > 50) {
    insights.push(
      makeInsight(
        'ratios.marginGood',
        'success',
        'Margem bruta elevada',
        `A margem bruta é de ${formatPercent(inputs.grossMargin)}, acima de 50%.`,
        'Proteja a margem acompanhando preços de compra e de venda.',
      ),
    );
  } else if (margin !== null && margin < 30) {
    insights.push(
      makeInsight(
        'ratios.marginLow',
        'warning',
        'Margem bruta reduzida',
        `A margem bruta é de ${formatPercent(inputs.grossMargin)}, abaixo de 30%.`,
        'Reveja a política de preços e negoceie melhores condições de compra.',
      ),
    );
  }

  const payment = inputs.paymentDays;
  // The sheet's day ratios add VAT and differ from the dashboard's: say whose value this is.
  const paymentSource = inputs.paymentDaysFromSheet ? ', segundo a folha Rácios do ficheiro' : '';
  if (payment !== null && payment > 90) {
    insights.push(
      makeInsight(
        'ratios.paymentSlow',
        'warning',
        'Prazo de pagamento longo',
        `A empresa demora em média ${formatDecimal(payment, 1)} dias a pagar aos fornecedores (mais de 90${paymentSource}).`,
        'Prazos longos podem degradar a relação com fornecedores: planeie a tesouraria.',
      ),
    );
  } else if (payment !== null && payment < 30) {
    insights.push(
      makeInsight(
        'ratios.paymentFast',
        'success',
        'Fornecedores pagos com rapidez',
        `A empresa paga aos fornecedores em média em ${formatDecimal(payment, 1)} dias (menos de 30${paymentSource}).`,
        'Boa reputação junto dos fornecedores: pode negociar descontos de pronto pagamento.',
      ),
    );
  }
  return sortInsights(insights).slice(0, MAX_RATIO_INSIGHTS);
}
