import { foldText } from '../common/text';
import type { FigureUnit } from '../format/unit-format';

/** What a ratio line measures, read from its description. */
export type RatioKind =
  | 'equityReturn'
  | 'assetReturn'
  | 'margin'
  | 'totalSolvency'
  | 'indebtedness'
  | 'financialAutonomy'
  | 'generalLiquidity'
  | 'reducedLiquidity'
  | 'immediateLiquidity'
  | 'assetTurnover'
  | 'inventoryDays'
  | 'receiptDays'
  | 'paymentDays'
  | 'legalReserve'
  | 'other';

/** The groups of the Rácios table (docs/product.md §2), `other` for what no keyword places. */
export type RatioGroup = 'profitability' | 'liquidity' | 'indebtedness' | 'activity' | 'other';

/** Group headings as the Rácios screen writes them, in display order. */
export const RATIO_GROUP_LABELS: Record<RatioGroup, string> = {
  profitability: 'Rendibilidade',
  liquidity: 'Liquidez',
  indebtedness: 'Endividamento',
  activity: 'Atividade',
  other: 'Outros indicadores',
};

/** Display order of the groups. */
export const RATIO_GROUP_ORDER: readonly RatioGroup[] = [
  'profitability',
  'liquidity',
  'indebtedness',
  'activity',
  'other',
];

/** How a ratio's values read: fractions shown as percent, days, or euros. */
export type RatioUnit = FigureUnit;

/** Which way is better for a ratio; null when neither is in general. */
export type FavourableDirection = 'higher' | 'lower' | null;

/** A ratio description read: kind, group, unit, better direction. */
export interface RatioDescriptor {
  kind: RatioKind;
  group: RatioGroup;
  unit: RatioUnit;
  favourable: FavourableDirection;
  /** The legal-reserve amount line: hidden by the Rácios screen (docs/product.md §2). */
  hidden: boolean;
}

const RETURN_WORDS = /\b(?:rendibilidade|rentabilidade|retorno)\b/;

function kindOf(text: string): RatioKind {
  if (text.includes('reservas legais') || text.includes('reserva legal')) return 'legalReserve';
  if (RETURN_WORDS.test(text) && text.includes('capital proprio')) return 'equityReturn';
  if (/\broe\b/.test(text)) return 'equityReturn';
  if (text.includes('rotacao') && text.includes('ativo')) return 'assetTurnover';
  if (RETURN_WORDS.test(text) && text.includes('ativo')) return 'assetReturn';
  if (/\broa\b/.test(text)) return 'assetReturn';
  if (text.includes('margem') || RETURN_WORDS.test(text)) return 'margin';
  if (text.includes('solvabilidade')) return 'totalSolvency';
  if (text.includes('autonomia')) return 'financialAutonomy';
  if (text.includes('endividamento')) return 'indebtedness';
  if (text.includes('liquidez geral')) return 'generalLiquidity';
  if (text.includes('liquidez reduzida')) return 'reducedLiquidity';
  if (text.includes('liquidez imediata')) return 'immediateLiquidity';
  if (text.includes('recebimento')) return 'receiptDays';
  if (text.includes('pagamento')) return 'paymentDays';
  if (text.includes('inventario') || text.includes('existencias')) return 'inventoryDays';
  return 'other';
}

const GROUP_OF_KIND: Record<RatioKind, RatioGroup | null> = {
  equityReturn: 'profitability',
  assetReturn: 'profitability',
  margin: 'profitability',
  totalSolvency: 'indebtedness',
  indebtedness: 'indebtedness',
  financialAutonomy: 'indebtedness',
  generalLiquidity: 'liquidity',
  reducedLiquidity: 'liquidity',
  immediateLiquidity: 'liquidity',
  assetTurnover: 'activity',
  inventoryDays: 'activity',
  receiptDays: 'activity',
  paymentDays: 'activity',
  legalReserve: null,
  other: null,
};

const FAVOURABLE: Record<RatioKind, FavourableDirection> = {
  equityReturn: 'higher',
  assetReturn: 'higher',
  margin: 'higher',
  totalSolvency: 'higher',
  indebtedness: 'lower',
  financialAutonomy: 'higher',
  generalLiquidity: 'higher',
  reducedLiquidity: 'higher',
  immediateLiquidity: 'higher',
  assetTurnover: 'higher',
  inventoryDays: 'lower',
  receiptDays: 'lower',
  paymentDays: null,
  legalReserve: null,
  other: null,
};

/** True for ratios counted in days (docs/workbook-format.md: `dias`, `prazo`, `tempo médio`, `duração`). */
export function isDaysRatio(text: string): boolean {
  return /\b(?:dias|prazo|tempo medio|duracao)\b/.test(text);
}

function groupByKeywords(text: string): RatioGroup {
  if (RETURN_WORDS.test(text) || text.includes('margem')) return 'profitability';
  if (text.includes('liquidez') || text.includes('fundo de maneio')) return 'liquidity';
  if (/\b(?:autonomia|solvabilidade|endividamento|cobertura|alavanca)/.test(text)) {
    return 'indebtedness';
  }
  if (/\b(?:rotacao|prazo|dias|duracao|tempo medio)\b/.test(text)) return 'activity';
  return 'other';
}

/** Reads a ratio's description (`Prazo médio de pagamento (dias)` → paymentDays, activity, days). */
export function describeRatio(description: string): RatioDescriptor {
  return describeFoldedRatio(foldText(description));
}

/** `describeRatio` on a description already folded (`foldText`). */
export function describeFoldedRatio(text: string): RatioDescriptor {
  const kind = kindOf(text);
  return {
    kind,
    group: GROUP_OF_KIND[kind] ?? groupByKeywords(text),
    unit: kind === 'legalReserve' ? 'euros' : isDaysRatio(text) ? 'days' : 'percent',
    favourable: FAVOURABLE[kind],
    hidden: kind === 'legalReserve',
  };
}
