import type { KeyFigures } from './figures';
import { safeDivide } from './numbers';

/**
 * The ratios the product computes itself (docs/product.md §9), as fractions (0.126 = 12.6 %) or days.
 * Year-to-date flows are divided as they are, never annualised; the day ratios use the figures'
 * `dayBase` (365 for a whole year, the days elapsed for year to date).
 */
export interface KeyRatios {
  /** Net result / total assets. */
  assetReturn: number | null;
  /** Equity / total assets. */
  financialAutonomy: number | null;
  /** Current assets / current liabilities (the totals, or the docs/product.md §9 estimate). */
  generalLiquidity: number | null;
  /** True when either side of the general liquidity is estimated. */
  generalLiquidityEstimated: boolean;
  /** Net result / equity; null below zero equity, where it has no meaning (see next). */
  equityReturn: number | null;
  /**
   * Equity below zero: a return on it is not meaningful (`n.s.`) — a loss over negative equity
   * would read as a positive return.
   */
  equityReturnNotMeaningful: boolean;
  /** (Turnover − CMVMC) / turnover. */
  grossMargin: number | null;
  /** Operating result / turnover (`Rendibilidade da Produção`). */
  productionProfitability: number | null;
  /** |Suppliers| / (FSE + CMVMC) × day base. */
  paymentDays: number | null;
  /** Clients / turnover × day base. */
  receiptDays: number | null;
  /** Net result / turnover. */
  netMargin: number | null;
  /** Dashboard EBITDA / turnover. */
  ebitdaMargin: number | null;
  /** FSE / turnover. */
  fseShareOfTurnover: number | null;
  /** Equity / liabilities (`Solvabilidade total`). */
  totalSolvency: number | null;
  /** Liabilities / total assets (`Endividamento`). */
  indebtedness: number | null;
  /** (Current assets − inventories) / current liabilities. */
  reducedLiquidity: number | null;
  /** Cash and bank deposits / current liabilities. */
  immediateLiquidity: number | null;
  /** Turnover / total assets (year to date, never annualised). */
  assetTurnover: number | null;
  /** Inventories / CMVMC × day base (`Duração média de inventários`). */
  inventoryDays: number | null;
  /** The day base the two day ratios used. */
  dayBase: number;
}

function days(ratio: number | null, base: number): number | null {
  return ratio === null ? null : ratio * base;
}

/** Computes the key ratios of a column's figures. */
export function computeKeyRatios(figures: KeyFigures): KeyRatios {
  const { turnover } = figures;
  const purchases =
    figures.fse === null && figures.cmvmc === null
      ? null
      : (figures.fse ?? 0) + (figures.cmvmc ?? 0);
  const equityNegative = figures.equity !== null && figures.equity < 0;
  return {
    assetReturn: safeDivide(figures.netResult, figures.totalAssets),
    financialAutonomy: safeDivide(figures.equity, figures.totalAssets),
    generalLiquidity: safeDivide(figures.currentAssets, figures.currentLiabilities),
    generalLiquidityEstimated:
      figures.currentAssetsEstimated || figures.currentLiabilitiesEstimated,
    equityReturn: equityNegative ? null : safeDivide(figures.netResult, figures.equity),
    equityReturnNotMeaningful: equityNegative,
    grossMargin: safeDivide(turnover === null ? null : turnover - (figures.cmvmc ?? 0), turnover),
    productionProfitability: safeDivide(figures.operatingResult, turnover),
    paymentDays: days(safeDivide(figures.suppliers, purchases), figures.dayBase),
    receiptDays: days(safeDivide(figures.clients, turnover), figures.dayBase),
    netMargin: safeDivide(figures.netResult, turnover),
    ebitdaMargin: safeDivide(figures.ebitda, turnover),
    fseShareOfTurnover: safeDivide(figures.fse, turnover),
    totalSolvency: safeDivide(figures.equity, figures.liabilities),
    indebtedness: safeDivide(figures.liabilities, figures.totalAssets),
    reducedLiquidity: safeDivide(
      figures.currentAssets === null ? null : figures.currentAssets - (figures.inventories ?? 0),
      figures.currentLiabilities,
    ),
    immediateLiquidity: safeDivide(figures.cash, figures.currentLiabilities),
    assetTurnover: safeDivide(turnover, figures.totalAssets),
    inventoryDays: days(safeDivide(figures.inventories, figures.cmvmc), figures.dayBase),
    dayBase: figures.dayBase,
  };
}
