import { formatDecimal, formatPercent } from '../format/number-format';
import { figureInput } from './explanation';
import type { FigureExplanation, FigureInput } from './explanation';
import { ESTIMATED_CURRENT_SHARE, ESTIMATED_IRC_RATE } from './figures';
import type { KeyFigures } from './figures';
import type { KeyRatios } from './key-ratios';

/** The amounts the screens show, each explained by `explainFigure`. */
export type ExplainedFigureId =
  | 'sales'
  | 'turnover'
  | 'totalIncome'
  | 'cmvmc'
  | 'fse'
  | 'personnel'
  | 'financialCosts'
  | 'totalCosts'
  | 'ebitda'
  | 'ebitdaSummary'
  | 'operatingResult'
  | 'preTaxResult'
  | 'irc'
  | 'netResult'
  | 'computedResult'
  | 'totalAssets'
  | 'equity'
  | 'liabilities'
  | 'cash'
  | 'clients'
  | 'suppliers'
  | 'financing';

/** The ratios the product computes, each explained by `explainRatio`. */
export type ExplainedRatioId = Exclude<
  keyof KeyRatios,
  'generalLiquidityEstimated' | 'equityReturnNotMeaningful' | 'dayBase'
>;

/** Portuguese names of the inputs, one place for every formula. */
const LABELS = {
  turnover: 'Vendas e serviços prestados',
  sales: 'Vendas',
  services: 'Prestações de serviços',
  subsidies: 'Subsídios à exploração',
  otherIncome: 'Outros rendimentos',
  financialIncome: 'Rendimentos financeiros',
  totalIncome: 'Rendimentos',
  cmvmc: 'CMVMC',
  fse: 'FSE',
  personnel: 'Gastos com o pessoal',
  depreciation: 'Depreciações',
  otherCosts: 'Outros gastos',
  financialCosts: 'Gastos de financiamento',
  totalCosts: 'Gastos',
  operatingResult: 'Resultado operacional',
  preTaxResult: 'Resultado antes de impostos',
  irc: 'IRC',
  netResult: 'Resultado líquido',
  totalAssets: 'Total do ativo',
  currentAssets: 'Ativo corrente',
  equity: 'Capital próprio',
  liabilities: 'Passivo',
  currentLiabilities: 'Passivo corrente',
  cash: 'Caixa e depósitos bancários',
  clients: 'Clientes',
  suppliers: 'Fornecedores',
  financing: 'Financiamentos obtidos',
  ebitda: 'EBITDA',
  inventories: 'Inventários',
  days: 'Dias',
} as const;

type Label = keyof typeof LABELS;

function eur(label: Label, value: number | null): FigureInput {
  return figureInput(LABELS[label], value, 'eur');
}

function line(label: Label, where: string, value: number | null): FigureExplanation {
  return { formula: `${LABELS[label]} (${where})`, inputs: [eur(label, value)] };
}

/** The sentence under a day ratio: its base, and that it leaves VAT out (docs/product.md §9). */
export function dayBaseExplanationNote(dayBase: number): string {
  const base =
    dayBase === 365
      ? 'um ano de 365 dias'
      : `os ${dayBase} dias decorridos do ano (valores acumulados, não anualizados)`;
  return `Calculado sobre ${base}, sem IVA.`;
}

/**
 * The formula and inputs of an amount a screen shows, from the figures it was computed from
 * (formula transparency, issue 7): e.g. `Resultado operacional + Depreciações`.
 */
export function explainFigure(id: ExplainedFigureId, f: KeyFigures): FigureExplanation {
  switch (id) {
    case 'sales':
    case 'turnover':
      return {
        formula: `${LABELS.sales} + ${LABELS.services}`,
        inputs: [eur('sales', f.sales), eur('services', f.services)],
      };
    case 'totalIncome':
      return {
        formula: 'Soma dos rendimentos da DRE (classe 7)',
        inputs: [
          eur('turnover', f.turnover),
          eur('subsidies', f.operatingSubsidies),
          eur('otherIncome', f.otherIncome),
          eur('financialIncome', f.financialIncome),
        ],
      };
    case 'cmvmc':
      return line('cmvmc', 'DRE, conta 61, em valor absoluto', f.cmvmc);
    case 'fse':
      return {
        formula: 'Soma das linhas de FSE (sem totais, controlo, ajustamentos e nomes)',
        inputs: [eur('fse', f.fse)],
        note: 'Da folha de FSE quando existe; sem ela, da linha 62 da DRE.',
      };
    case 'personnel':
      return line('personnel', 'DRE, conta 63, em valor absoluto', f.personnel);
    case 'financialCosts':
      return line('financialCosts', 'DRE, conta 69, em valor absoluto', f.financialCosts);
    case 'totalCosts':
      return {
        formula: 'Soma dos gastos da DRE (classe 6), sem IRC',
        inputs: [
          eur('cmvmc', f.cmvmc),
          eur('fse', f.fse),
          eur('personnel', f.personnel),
          eur('depreciation', f.depreciation),
          eur('otherCosts', f.otherCosts),
          eur('financialCosts', f.financialCosts),
        ],
      };
    case 'ebitda':
      return {
        formula: `${LABELS.operatingResult} + ${LABELS.depreciation}`,
        inputs: [eur('operatingResult', f.operatingResult), eur('depreciation', f.depreciation)],
      };
    case 'ebitdaSummary':
      return {
        formula: `${LABELS.turnover} − ${LABELS.cmvmc} − ${LABELS.fse} − ${LABELS.personnel}`,
        inputs: [
          eur('turnover', f.turnover),
          eur('cmvmc', f.cmvmc),
          eur('fse', f.fse),
          eur('personnel', f.personnel),
        ],
      };
    case 'operatingResult':
      return line('operatingResult', 'linha da DRE', f.operatingResult);
    case 'preTaxResult':
      return line('preTaxResult', 'linha da DRE', f.preTaxResult);
    case 'irc':
      if (f.ircEstimated) {
        const loss = f.netResult !== null && f.netResult < 0;
        return {
          formula: `${formatDecimal(ESTIMATED_IRC_RATE * 100, 0)}% × ${LABELS.netResult}`,
          inputs: [eur('netResult', f.netResult)],
          note: loss
            ? 'Estimativa: sem linha de IRC nos dados; sobre um resultado negativo o IRC estimado é 0 €.'
            : 'Estimativa: sem linha de IRC nos dados.',
        };
      }
      return {
        formula: 'IRC (linha de imposto sobre o rendimento da DRE)',
        inputs: [eur('irc', f.irc)],
        ...(f.irc !== null && f.irc < 0
          ? { note: 'Valor negativo: crédito de imposto (reembolso), com o sinal do ficheiro.' }
          : {}),
      };
    case 'netResult':
      return line('netResult', 'linha da DRE, ou conta 818 do balanço', f.netResult);
    case 'computedResult':
      return {
        formula: `${LABELS.totalIncome} − ${LABELS.totalCosts} − ${LABELS.irc}`,
        inputs: [
          eur('totalIncome', f.totalIncome),
          eur('totalCosts', f.totalCosts),
          eur('irc', f.irc),
        ],
      };
    case 'totalAssets':
      return line('totalAssets', 'balanço', f.totalAssets);
    case 'equity':
      return line('equity', 'balanço', f.equity);
    case 'liabilities':
      return {
        formula: 'Total do passivo (balanço), ou Total do ativo − Capital próprio',
        inputs: [eur('liabilities', f.liabilities)],
      };
    case 'cash':
      return line('cash', 'balanço, contas 11 a 13', f.cash);
    case 'clients':
      return line('clients', 'balanço, conta 21', f.clients);
    case 'suppliers':
      return line('suppliers', 'balanço, conta 22, em valor absoluto', f.suppliers);
    case 'financing':
      return line('financing', 'balanço, conta 25, corrente e não corrente', f.financing);
  }
}

/**
 * The formula and inputs of a ratio the product computes (docs/product.md §9), with a note where the
 * screen needs one: the liquidity estimate, a return on negative equity, the day base.
 */
export function explainRatio(id: ExplainedRatioId, f: KeyFigures, r: KeyRatios): FigureExplanation {
  switch (id) {
    case 'assetReturn':
      return {
        formula: `${LABELS.netResult} ÷ ${LABELS.totalAssets}`,
        inputs: [eur('netResult', f.netResult), eur('totalAssets', f.totalAssets)],
      };
    case 'financialAutonomy':
      return {
        formula: `${LABELS.equity} ÷ ${LABELS.totalAssets}`,
        inputs: [eur('equity', f.equity), eur('totalAssets', f.totalAssets)],
      };
    case 'generalLiquidity':
      return {
        formula: `${LABELS.currentAssets} ÷ ${LABELS.currentLiabilities}`,
        inputs: [
          eur('currentAssets', f.currentAssets),
          eur('currentLiabilities', f.currentLiabilities),
        ],
        ...(r.generalLiquidityEstimated
          ? {
              note: `Estimativa: sem os totais do ativo e do passivo correntes no balanço, soma das rubricas correntes; do passivo não identificado, ${formatDecimal(ESTIMATED_CURRENT_SHARE * 100, 0)}% é tomado como corrente.`,
            }
          : {}),
      };
    case 'equityReturn':
      return {
        formula: `${LABELS.netResult} ÷ ${LABELS.equity}`,
        inputs: [eur('netResult', f.netResult), eur('equity', f.equity)],
        ...(r.equityReturnNotMeaningful
          ? { note: 'Capital próprio negativo: a rendibilidade não tem significado (n.s.).' }
          : {}),
      };
    case 'grossMargin':
      return {
        formula: `(${LABELS.turnover} − ${LABELS.cmvmc}) ÷ ${LABELS.turnover}`,
        inputs: [eur('turnover', f.turnover), eur('cmvmc', f.cmvmc)],
      };
    case 'productionProfitability':
      return {
        formula: `${LABELS.operatingResult} ÷ ${LABELS.turnover}`,
        inputs: [eur('operatingResult', f.operatingResult), eur('turnover', f.turnover)],
      };
    case 'paymentDays':
      return {
        formula: `${LABELS.suppliers} ÷ (${LABELS.fse} + ${LABELS.cmvmc}) × ${LABELS.days}`,
        inputs: [
          eur('suppliers', f.suppliers),
          eur('fse', f.fse),
          eur('cmvmc', f.cmvmc),
          figureInput(LABELS.days, f.dayBase, 'days'),
        ],
        note: dayBaseExplanationNote(f.dayBase),
      };
    case 'receiptDays':
      return {
        formula: `${LABELS.clients} ÷ ${LABELS.turnover} × ${LABELS.days}`,
        inputs: [
          eur('clients', f.clients),
          eur('turnover', f.turnover),
          figureInput(LABELS.days, f.dayBase, 'days'),
        ],
        note: dayBaseExplanationNote(f.dayBase),
      };
    case 'netMargin':
      return {
        formula: `${LABELS.netResult} ÷ ${LABELS.turnover}`,
        inputs: [eur('netResult', f.netResult), eur('turnover', f.turnover)],
      };
    case 'ebitdaMargin':
      return {
        formula: `${LABELS.ebitda} ÷ ${LABELS.turnover}`,
        inputs: [eur('ebitda', f.ebitda), eur('turnover', f.turnover)],
      };
    case 'fseShareOfTurnover':
      return {
        formula: `${LABELS.fse} ÷ ${LABELS.turnover}`,
        inputs: [eur('fse', f.fse), eur('turnover', f.turnover)],
      };
    case 'totalSolvency':
      return {
        formula: `${LABELS.equity} ÷ ${LABELS.liabilities}`,
        inputs: [eur('equity', f.equity), eur('liabilities', f.liabilities)],
      };
    case 'indebtedness':
      return {
        formula: `${LABELS.liabilities} ÷ ${LABELS.totalAssets}`,
        inputs: [eur('liabilities', f.liabilities), eur('totalAssets', f.totalAssets)],
      };
    case 'reducedLiquidity':
      return {
        formula: `(${LABELS.currentAssets} − ${LABELS.inventories}) ÷ ${LABELS.currentLiabilities}`,
        inputs: [
          eur('currentAssets', f.currentAssets),
          eur('inventories', f.inventories),
          eur('currentLiabilities', f.currentLiabilities),
        ],
      };
    case 'immediateLiquidity':
      return {
        formula: `${LABELS.cash} ÷ ${LABELS.currentLiabilities}`,
        inputs: [eur('cash', f.cash), eur('currentLiabilities', f.currentLiabilities)],
      };
    case 'assetTurnover':
      return {
        formula: `${LABELS.turnover} ÷ ${LABELS.totalAssets}`,
        inputs: [eur('turnover', f.turnover), eur('totalAssets', f.totalAssets)],
        note: 'Valores acumulados do ano, não anualizados.',
      };
    case 'inventoryDays':
      return {
        formula: `${LABELS.inventories} ÷ ${LABELS.cmvmc} × ${LABELS.days}`,
        inputs: [
          eur('inventories', f.inventories),
          eur('cmvmc', f.cmvmc),
          figureInput(LABELS.days, f.dayBase, 'days'),
        ],
        note: dayBaseExplanationNote(f.dayBase),
      };
  }
}

/**
 * The names of the figures docs/product.md §9 computes two ways (EBITDA on the dashboard and in
 * the summary): each carries its formula wherever it shows, so two values never share one name.
 */
export const FIGURE_LABELS = {
  /** Dashboard, DRE-based tables, Comparativo: `explainFigure('ebitda')`. */
  ebitda: 'EBITDA (resultado operacional + depreciações)',
  /** Resumo's chart: `explainFigure('ebitdaSummary')`. */
  ebitdaSummary: 'EBITDA (vendas − CMVMC − FSE − pessoal)',
} as const;

/**
 * Where a ratio shown beside another value of the same name comes from: the product's formula
 * (dashboard gauges) or the workbook's Rácios sheet (Rácios tab).
 */
export const RATIO_SOURCE_LABELS = {
  computed: 'calculado pelo RISEMA',
  computedWithoutVat: 'calculado, sem IVA',
  sheet: 'do ficheiro',
  sheetWithVat: 'do ficheiro, com IVA',
} as const;

/** The VAT rate the exporting software's Rácios sheets add to purchases and sales. */
export const RATIOS_SHEET_VAT = 0.23;

/**
 * How the workbook's Rácios sheet differs from the product's value of the same ratio: null when
 * they agree (within 0.5 %) or either is missing; `vat` when the sheet's is the product's
 * grossed up by 23 % VAT (its day ratios).
 */
export function sheetDifference(
  computed: number | null,
  sheet: number | null,
): { vat: boolean } | null {
  if (computed === null || sheet === null || sheet === 0) return null;
  if (Math.abs(computed - sheet) <= Math.abs(sheet) * 0.005) return null;
  return { vat: Math.abs(computed / sheet - (1 + RATIOS_SHEET_VAT)) < 0.01 };
}

/** The label of the product's value of a ratio the sheet gives otherwise (null: they agree). */
export function computedSourceLabel(computed: number | null, sheet: number | null): string | null {
  const difference = sheetDifference(computed, sheet);
  if (!difference) return null;
  return difference.vat ? RATIO_SOURCE_LABELS.computedWithoutVat : RATIO_SOURCE_LABELS.computed;
}

/** The label of the sheet's value of a ratio the product computes otherwise (null: they agree). */
export function sheetSourceLabel(computed: number | null, sheet: number | null): string | null {
  const difference = sheetDifference(computed, sheet);
  if (!difference) return null;
  return difference.vat ? RATIO_SOURCE_LABELS.sheetWithVat : RATIO_SOURCE_LABELS.sheet;
}

/**
 * When the workbook's Rácios sheet gives another value for a ratio the product computes, the
 * sentence that says which is which (e.g. the sheet's day ratios gross purchases and sales up by
 * 23 % VAT); null when they agree (within 0.5 %) or either is missing. `unit`: how both read.
 */
export function sheetDifferenceNote(
  computed: number | null,
  sheet: number | null,
  unit: 'percent' | 'days',
): string | null {
  const difference = sheetDifference(computed, sheet);
  if (computed === null || sheet === null || !difference) return null;
  const text = (value: number) =>
    unit === 'days' ? `${formatDecimal(value, 1)} dias` : formatPercent(value);
  const vat = difference.vat;
  const reason = vat
    ? `porque acrescenta IVA de ${formatDecimal(RATIOS_SHEET_VAT * 100, 0)}% aos valores (÷ 1,23)`
    : 'calculado pelo programa de contabilidade com outra base';
  return `A folha Rácios do ficheiro indica ${text(sheet)}, ${reason}; o RISEMA calcula ${text(computed)} pela fórmula indicada${vat ? ', sem IVA' : ''}.`;
}

/**
 * Beside the workbook's own value of a ratio (Rácios tab), when the product computes another:
 * why they differ and the product's value with its formula, so the two popovers tell one story
 * (the dashboard's says the same from the other side, `sheetDifferenceNote`). Null when they agree.
 */
export function productValueNote(
  computed: number | null,
  sheet: number | null,
  unit: 'percent' | 'days',
  formula: string,
): string | null {
  const difference = sheetDifference(computed, sheet);
  if (computed === null || !difference) return null;
  const text = unit === 'days' ? `${formatDecimal(computed, 1)} dias` : formatPercent(computed);
  const reason = difference.vat
    ? `A folha acrescenta IVA de ${formatDecimal(RATIOS_SHEET_VAT * 100, 0)}% aos valores; o RISEMA calcula ${text}, sem IVA`
    : `O RISEMA calcula ${text}`;
  return `${reason}, pela fórmula ${formula}.`;
}
