import type { DetailedAccount } from '../contract/financial';
import type { FigureExplanation } from '../analysis/explanation';
import { explainRatio } from '../analysis/figure-explanations';
import type { ExplainedRatioId } from '../analysis/figure-explanations';
import { computeFigures } from '../analysis/figures';
import { computeKeyRatios } from '../analysis/key-ratios';
import type { MonthKeys, MonthStatements } from './build-statements';

/**
 * The indicators of a MyReport Rácios sheet (docs/workbook-format.md, Ratios sheet), which a SAF-T
 * does not carry: computed by finance-core's own formulas (`analysis/key-ratios.ts`, explained by
 * `explainRatio`) from the month's statements. `balance`: computed from the balance sheet alone,
 * so the opening balance gives its previous-year value too.
 */
export const SAFT_RATIOS: readonly {
  description: string;
  id: ExplainedRatioId;
  balance: boolean;
}[] = [
  { description: 'Rendibilidade do capital próprio', id: 'equityReturn', balance: false },
  { description: 'Rendibilidade do ativo', id: 'assetReturn', balance: false },
  { description: 'Rendibilidade das vendas', id: 'netMargin', balance: false },
  { description: 'Margem bruta', id: 'grossMargin', balance: false },
  { description: 'Margem EBITDA', id: 'ebitdaMargin', balance: false },
  { description: 'Autonomia financeira', id: 'financialAutonomy', balance: true },
  { description: 'Solvabilidade total', id: 'totalSolvency', balance: true },
  { description: 'Endividamento', id: 'indebtedness', balance: true },
  { description: 'Liquidez geral', id: 'generalLiquidity', balance: true },
  { description: 'Liquidez reduzida', id: 'reducedLiquidity', balance: true },
  { description: 'Liquidez imediata', id: 'immediateLiquidity', balance: true },
  { description: 'Rotação do ativo', id: 'assetTurnover', balance: false },
  { description: 'Prazo médio de recebimento (dias)', id: 'receiptDays', balance: false },
  { description: 'Prazo médio de pagamento (dias)', id: 'paymentDays', balance: false },
  { description: 'Duração média de inventários (dias)', id: 'inventoryDays', balance: false },
];

/** A computed ratio's formula and inputs, beside its row of `financialRatios`. */
export interface SaftRatioExplanation extends FigureExplanation {
  description: string;
}

/** Ratios are fractions (0.1523 is 15.23 %) or days, rounded as a Rácios sheet writes them. */
function rounded(value: number, days: boolean): number {
  const factor = days ? 100 : 10_000;
  return Math.round(value * factor) / factor;
}

/**
 * The ratio rows of a month (`financialRatios`, values keyed like the statements; a ratio whose
 * denominator is zero is 0, as on a Rácios sheet) and the formula of each.
 */
export function monthRatios(
  statements: MonthStatements,
  period: string,
  keys: MonthKeys,
): { rows: DetailedAccount[]; explanations: SaftRatioExplanation[] } {
  const figures = computeFigures({
    period,
    balanceSheet: { accounts: statements.balanceSheet, key: keys.current },
    incomeStatement: { accounts: statements.incomeStatement, key: keys.current },
    externalServices: { accounts: statements.externalServices, key: keys.current },
  });
  const ratios = computeKeyRatios(figures);
  const openingFigures = computeFigures({
    period,
    balanceSheet: { accounts: statements.balanceSheet, key: keys.previous },
    incomeStatement: { accounts: [], key: null },
    externalServices: { accounts: [], key: null },
  });
  const openingRatios = computeKeyRatios(openingFigures);
  const rows: DetailedAccount[] = [];
  const explanations: SaftRatioExplanation[] = [];
  for (const { description, id, balance } of SAFT_RATIOS) {
    const days = id.endsWith('Days');
    const current = rounded(ratios[id] ?? 0, days);
    const values: Record<string, number> = { [keys.current]: current };
    if (balance) values[keys.previous] = rounded(openingRatios[id] ?? 0, days);
    rows.push({ code: '', description, amount: current, values });
    explanations.push({ description, ...explainRatio(id, figures, ratios) });
  }
  return { rows, explanations };
}
