import type { RatioKind, RatioUnit } from '../analysis/ratio-kinds';
import { toPercent } from '../analysis/numbers';

/** Colour of a ratio (docs/product.md §2, Rácios). */
export type RatioStatus = 'good' | 'attention' | 'critical' | 'neutral';

/** Portuguese names of the statuses. */
export const RATIO_STATUS_LABELS: Record<RatioStatus, string> = {
  good: 'Bom',
  attention: 'Atenção',
  critical: 'Crítico',
  neutral: 'Neutro',
};

/**
 * Status of a ratio by the thresholds of docs/product.md §9 (percent for fractions, days for day ratios):
 * equity return <0 critical, <10 attention; asset return <0 critical, <5 attention; margins <0
 * critical, <3 attention; total solvency <50 attention; general or reduced liquidity <100
 * attention; immediate liquidity <20 critical; financial autonomy <30 attention; asset turnover
 * <100 attention; inventory days >30 attention; receipt days >60 attention; payment days >90
 * attention, <30 good. A ratio past none of its thresholds is good; payment days between 30 and
 * 90, ratios without thresholds and missing values are neutral.
 */
export function ratioStatus(
  kind: RatioKind,
  value: number | null,
  unit: RatioUnit = 'percent',
): RatioStatus {
  if (value === null || !Number.isFinite(value)) return 'neutral';
  const v = unit === 'percent' ? toPercent(value) : value;
  switch (kind) {
    case 'equityReturn':
      return v < 0 ? 'critical' : v < 10 ? 'attention' : 'good';
    case 'assetReturn':
      return v < 0 ? 'critical' : v < 5 ? 'attention' : 'good';
    case 'margin':
      return v < 0 ? 'critical' : v < 3 ? 'attention' : 'good';
    case 'totalSolvency':
      return v < 50 ? 'attention' : 'good';
    case 'generalLiquidity':
    case 'reducedLiquidity':
      return v < 100 ? 'attention' : 'good';
    case 'immediateLiquidity':
      return v < 20 ? 'critical' : 'good';
    case 'financialAutonomy':
      return v < 30 ? 'attention' : 'good';
    case 'assetTurnover':
      return v < 100 ? 'attention' : 'good';
    case 'inventoryDays':
      return v > 30 ? 'attention' : 'good';
    case 'receiptDays':
      return v > 60 ? 'attention' : 'good';
    case 'paymentDays':
      return v > 90 ? 'attention' : v < 30 ? 'good' : 'neutral';
    case 'indebtedness':
    case 'legalReserve':
    case 'other':
      return 'neutral';
  }
}

const TIPS: Partial<Record<RatioKind, Partial<Record<RatioStatus, string>>>> = {
  equityReturn: {
    critical:
      'Rendibilidade negativa: os capitais próprios estão a perder valor. Reveja custos e preços.',
    attention:
      'Rendibilidade abaixo de 10%: avalie se o retorno compensa o risco assumido pelos sócios.',
    good: 'Bom retorno dos capitais investidos pelos sócios.',
  },
  assetReturn: {
    critical: 'Os ativos estão a gerar prejuízo: identifique os investimentos pouco produtivos.',
    attention: 'Rendibilidade do ativo abaixo de 5%: procure rentabilizar melhor os recursos.',
    good: 'Os ativos geram um retorno adequado.',
  },
  margin: {
    critical: 'Margem negativa: as vendas não cobrem os custos. Reveja preços e custos diretos.',
    attention: 'Margem abaixo de 3%: pouca folga para absorver aumentos de custos.',
    good: 'Margem saudável.',
  },
  totalSolvency: {
    attention: 'Solvabilidade abaixo de 50%: o passivo pesa muito face aos capitais próprios.',
    good: 'Os capitais próprios cobrem uma parte confortável do passivo.',
  },
  generalLiquidity: {
    attention: 'Liquidez abaixo de 100%: o ativo corrente não cobre o passivo de curto prazo.',
    good: 'O ativo corrente cobre as dívidas de curto prazo.',
  },
  reducedLiquidity: {
    attention: 'Sem os inventários, o ativo corrente não cobre o passivo de curto prazo.',
    good: 'Mesmo sem os inventários, as dívidas de curto prazo estão cobertas.',
  },
  immediateLiquidity: {
    critical: 'Disponibilidades abaixo de 20% do passivo corrente: risco de tesouraria.',
    good: 'Disponibilidades suficientes para as necessidades imediatas.',
  },
  financialAutonomy: {
    attention: 'Autonomia financeira abaixo de 30%: forte dependência de capitais alheios.',
    good: 'Estrutura financeira equilibrada, com boa autonomia face a terceiros.',
  },
  assetTurnover: {
    attention: 'Rotação do ativo abaixo de 100%: as vendas são baixas face aos ativos investidos.',
    good: 'Os ativos são bem utilizados na geração de vendas.',
  },
  inventoryDays: {
    attention: 'Inventários parados mais de 30 dias: reveja as encomendas e o nível de stock.',
    good: 'Rotação de inventários adequada.',
  },
  receiptDays: {
    attention: 'Os clientes demoram mais de 60 dias a pagar: reforce a cobrança.',
    good: 'Prazo de recebimento controlado.',
  },
  paymentDays: {
    attention: 'Pagamentos a fornecedores acima de 90 dias: risco de tensão com os fornecedores.',
    good: 'Fornecedores pagos em menos de 30 dias: pode negociar prazos mais longos.',
    neutral: 'Prazo de pagamento dentro dos padrões habituais.',
  },
  indebtedness: {
    neutral: 'Peso do passivo no total do ativo: quanto menor, menor a dependência de terceiros.',
  },
};

/** The tip line shown under a ratio row (docs/product.md §2, Rácios). */
export function ratioTip(kind: RatioKind, status: RatioStatus): string {
  return TIPS[kind]?.[status] ?? 'Indicador informativo, sem valor de referência definido.';
}
