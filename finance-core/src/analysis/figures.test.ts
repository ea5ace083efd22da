import { describe, expect, it } from 'vitest';
import type { DetailedAccount } from '../contract';
import type { BalanceAmounts, IncomeAmounts } from '../testing/period-data';
import { balanceSheetRows, fseRows, incomeStatementRows, statement } from '../testing/period-data';
import { ESTIMATED_IRC_RATE, computeFigures } from './figures';
import { computeKeyRatios } from './key-ratios';

const KEYS = ['2025', '2024'];

// Hand-computed example (current year; the previous year is 90 % of it where it matters):
// turnover 120 000 (sales 100 000 + services 20 000), other income 1 000;
// costs CMVMC 30 000, FSE 15 000, personnel 25 000, other 2 000, depreciation 5 000,
// financing 1 000, IRC 2 000.
// EBITDA line = 121 000 − 72 000 = 49 000; operating = 44 000; pre-tax = 43 000; net = 41 000.
const income: IncomeAmounts = {
  sales: [100_000, 90_000],
  services: [20_000, 18_000],
  otherIncome: [1_000, 900],
  cmvmc: [30_000, 27_000],
  fse: [15_000, 13_500],
  personnel: [25_000, 22_500],
  otherCosts: [2_000, 1_800],
  depreciation: [5_000, 4_500],
  financialCosts: [1_000, 900],
  irc: [2_000, 1_800],
};

// Current assets 50 000, total assets 150 000; equity 101 000; current liabilities 29 000,
// total liabilities 49 000.
const balance: BalanceAmounts = {
  fixedAssets: [100_000, 100_000],
  inventories: [10_000, 9_000],
  clients: [12_000, 11_000],
  stateReceivable: [1_000, 1_000],
  otherReceivables: [2_000, 2_000],
  cash: [25_000, 20_000],
  capital: [50_000, 50_000],
  reserves: [10_000, 10_000],
  netResult: [41_000, 36_900],
  financingNonCurrent: [20_000, 20_000],
  suppliers: [9_000, 8_000],
  statePayable: [4_000, 4_000],
  financingCurrent: [6_000, 6_000],
  otherPayables: [10_000, 100],
};

function figures(
  dre: DetailedAccount[],
  bs: DetailedAccount[] = balanceSheetRows(KEYS, balance),
  fse: DetailedAccount[] = [],
  key = '2025',
) {
  return computeFigures({
    period: '2025-12',
    balanceSheet: { accounts: bs, key },
    incomeStatement: { accounts: dre, key },
    externalServices: { accounts: fse, key },
  });
}

describe('computeFigures: income statement', () => {
  const f = figures(incomeStatementRows(KEYS, income));

  it('reads sales, services and turnover', () => {
    expect([f.sales, f.services, f.turnover]).toEqual([100_000, 20_000, 120_000]);
  });

  it('reads costs as positive magnitudes', () => {
    expect([f.cmvmc, f.fse, f.personnel, f.depreciation, f.financialCosts]).toEqual([
      30_000, 15_000, 25_000, 5_000, 1_000,
    ]);
    expect(f.totalCosts).toBe(78_000);
    expect(f.totalIncome).toBe(121_000);
  });

  it('computes both EBITDAs: dashboard (operating + |depreciation|) and summary', () => {
    expect(f.operatingResult).toBe(44_000);
    expect(f.ebitda).toBe(49_000);
    // Summary: 120 000 − 30 000 − 15 000 − 25 000.
    expect(f.ebitdaSummary).toBe(50_000);
  });

  it('reads the results and the IRC line; Resultado Apurado = income − costs − IRC', () => {
    expect([f.preTaxResult, f.irc, f.netResult]).toEqual([43_000, 2_000, 41_000]);
    expect(f.ircEstimated).toBe(false);
    expect(f.computedResult).toBe(41_000);
  });

  it('estimates IRC at 17 % of the net result when there is no tax line', () => {
    const noTax = figures(incomeStatementRows(KEYS, { ...income, irc: undefined }));
    // No tax line: net = pre-tax = 43 000; IRC estimate = 0.17 × 43 000 = 7 310.
    expect(ESTIMATED_IRC_RATE).toBe(0.17);
    expect(noTax.netResult).toBe(43_000);
    expect(noTax.irc).toBeCloseTo(7_310, 6);
    expect(noTax.ircEstimated).toBe(true);
  });

  it('estimates no tax on a loss', () => {
    const loss = figures(incomeStatementRows(KEYS, { sales: [1_000, 0], cmvmc: [5_000, 0] }));
    expect(loss.netResult).toBe(-4_000);
    expect(loss.irc).toBe(0);
    expect(loss.ircEstimated).toBe(true);
  });

  it('gives the same figures when an office sends costs positive', () => {
    const positiveCosts = incomeStatementRows(KEYS, income).map((account) =>
      account.code.startsWith('6') || account.code.startsWith('8')
        ? {
            ...account,
            amount: Math.abs(account.amount),
            values: Object.fromEntries(
              Object.entries(account.values).map(([key, value]) => [key, Math.abs(value)]),
            ),
          }
        : account,
    );
    const g = figures(positiveCosts);
    expect([g.cmvmc, g.fse, g.personnel, g.totalCosts, g.irc, g.ebitda]).toEqual([
      30_000, 15_000, 25_000, 78_000, 2_000, 49_000,
    ]);
  });

  it('keeps a tax credit (a positive tax line) as a credit: Resultado Apurado = net result', () => {
    // The tax line is +2 000 (a refund): net = pre-tax 43 000 + 2 000 = 45 000.
    const credit = figures(incomeStatementRows(KEYS, { ...income, irc: [-2_000, -1_800] }));
    expect(credit.irc).toBe(-2_000);
    expect(credit.netResult).toBe(45_000);
    expect(credit.computedResult).toBe(45_000);
    expect(credit.ircEstimated).toBe(false);
  });

  it('reads the credit by the costs when no result line says it', () => {
    const withoutNet = (accounts: DetailedAccount[]) =>
      accounts.filter((account) => !account.description.startsWith('Resultado líquido'));
    const credit = figures(withoutNet(incomeStatementRows(KEYS, { ...income, irc: [-2_000, 0] })));
    expect(credit.irc).toBe(-2_000);
    expect(credit.netResult).toBe(45_000);
    // Costs sent positive: a charge is positive, a credit negative.
    const positive = withoutNet(incomeStatementRows(KEYS, income)).map((account) =>
      account.code.startsWith('6')
        ? { ...account, values: { '2025': -(account.values['2025'] ?? 0) } }
        : account.code === '8121'
          ? { ...account, values: { '2025': -2_000 } }
          : account,
    );
    expect(figures(positive).irc).toBe(-2_000);
  });

  it('prefers the FSE sheet total to the DRE line', () => {
    const fse = fseRows(KEYS, [
      ['621', 'Subcontratos', 10_000, 9_000],
      ['6241', 'Eletricidade', 5_500, 4_000],
    ]);
    expect(figures(incomeStatementRows(KEYS, income), undefined, fse).fse).toBe(15_500);
  });

  it('reads a DRE without codes by its descriptions', () => {
    const noCodes = statement(KEYS, [
      ['', 'Vendas e serviços prestados', 120_000, 100_000],
      ['', 'Custo das mercadorias vendidas e das matérias consumidas', -30_000, -25_000],
      ['', 'Fornecimentos e serviços externos', -15_000, -14_000],
      ['', 'Gastos com o pessoal', -25_000, -20_000],
      ['', 'Resultado operacional (antes de gastos de financiamento e impostos)', 50_000, 41_000],
      ['', 'Resultado líquido do período', 40_000, 30_000],
    ]);
    const g = figures(noCodes);
    expect([g.turnover, g.cmvmc, g.fse, g.personnel, g.operatingResult, g.netResult]).toEqual([
      120_000, 30_000, 15_000, 25_000, 50_000, 40_000,
    ]);
    expect(g.totalIncome).toBe(120_000);
  });

  it('is null where a statement is missing', () => {
    const g = figures([], []);
    expect([g.turnover, g.netResult, g.totalAssets, g.irc]).toEqual([null, null, null, null]);
    expect(g.ircEstimated).toBe(false);
  });
});

describe('computeFigures: balance sheet', () => {
  const f = figures(incomeStatementRows(KEYS, income));

  it('reads totals and lines on their own side', () => {
    expect([f.totalAssets, f.equity, f.liabilities]).toEqual([150_000, 101_000, 49_000]);
    expect([f.cash, f.clients, f.inventories]).toEqual([25_000, 12_000, 10_000]);
    // 24 appears on both sides: the payable is the liabilities' one.
    expect(f.statePayable).toBe(4_000);
    // Financing: non-current 20 000 + current 6 000.
    expect(f.financing).toBe(26_000);
    expect(f.suppliers).toBe(9_000);
  });

  it('takes current assets and liabilities from the totals when present', () => {
    expect([f.currentAssets, f.currentLiabilities]).toEqual([50_000, 29_000]);
    expect([f.currentAssetsEstimated, f.currentLiabilitiesEstimated]).toEqual([false, false]);
    expect(computeKeyRatios(f).generalLiquidity).toBeCloseTo(50_000 / 29_000, 12);
  });

  it('estimates them by docs/product.md §9 without those totals, and says so', () => {
    const g = figures(
      incomeStatementRows(KEYS, income),
      balanceSheetRows(KEYS, balance, { totals: false }),
    );
    // Assets: cash + clients + inventories + State + other receivables = 50 000.
    expect(g.currentAssets).toBe(50_000);
    // Liabilities 150 000 − 101 000 = 49 000; known 9 000 + 4 000 + 26 000 = 39 000;
    // the other 10 000 split 70/30: current = 9 000 + 4 000 + 7 000 = 20 000.
    expect(g.currentLiabilities).toBeCloseTo(20_000, 9);
    expect([g.currentAssetsEstimated, g.currentLiabilitiesEstimated]).toEqual([true, true]);
    const ratios = computeKeyRatios(g);
    expect(ratios.generalLiquidity).toBeCloseTo(2.5, 12);
    expect(ratios.generalLiquidityEstimated).toBe(true);
  });

  it('reads liabilities sent negative as magnitudes', () => {
    const negative = balanceSheetRows(KEYS, {
      ...balance,
      suppliers: [-9_000, -8_000],
      statePayable: [-4_000, -4_000],
    });
    const g = figures(incomeStatementRows(KEYS, income), negative);
    expect([g.suppliers, g.statePayable]).toEqual([9_000, 4_000]);
  });

  it('general liquidity from totals written negative counts them by size', () => {
    const negative = balanceSheetRows(KEYS, {
      ...balance,
      financingNonCurrent: [-20_000, -20_000],
      suppliers: [-9_000, -8_000],
      statePayable: [-4_000, -4_000],
      financingCurrent: [-6_000, -6_000],
      otherPayables: [-10_000, -100],
    });
    const g = figures(incomeStatementRows(KEYS, income), negative);
    expect(g.currentLiabilitiesEstimated).toBe(false);
    expect([g.currentLiabilities, g.liabilities]).toEqual([29_000, 49_000]);
    expect(computeKeyRatios(g).generalLiquidity).toBeCloseTo(50_000 / 29_000, 12);
  });

  it('falls back to the balance sheet for the net result', () => {
    const g = figures([], balanceSheetRows(KEYS, balance));
    expect(g.netResult).toBe(41_000);
    expect(g.irc).toBeCloseTo(41_000 * 0.17, 9);
  });
});

describe('computeKeyRatios (docs/product.md §9), hand-computed', () => {
  const r = computeKeyRatios(figures(incomeStatementRows(KEYS, income)));

  it('returns, autonomy, margins', () => {
    expect(r.assetReturn).toBeCloseTo(41_000 / 150_000, 12);
    expect(r.financialAutonomy).toBeCloseTo(101_000 / 150_000, 12);
    expect(r.equityReturn).toBeCloseTo(41_000 / 101_000, 12);
    expect(r.grossMargin).toBeCloseTo(90_000 / 120_000, 12);
    expect(r.productionProfitability).toBeCloseTo(44_000 / 120_000, 12);
    expect(r.netMargin).toBeCloseTo(41_000 / 120_000, 12);
  });

  it('days on a 365 base: payment = |suppliers| / (FSE + CMVMC) × 365, receipt = clients / sales × 365', () => {
    // 9 000 / 45 000 × 365 = 73; 12 000 / 120 000 × 365 = 36.5.
    expect(r.paymentDays).toBeCloseTo(73, 9);
    expect(r.receiptDays).toBeCloseTo(36.5, 9);
    expect(r.dayBase).toBe(365);
  });

  it('return on equity below zero equity is not meaningful (n.s.), even with a loss', () => {
    const negativeEquity = balanceSheetRows(KEYS, {
      ...balance,
      reserves: [-80_000, 10_000],
      netResult: [-10_000, 36_900],
    });
    const loss = computeKeyRatios(
      figures(
        incomeStatementRows(KEYS, { sales: [10_000, 0], cmvmc: [20_000, 0] }),
        negativeEquity,
      ),
    );
    // Equity 50 000 − 80 000 − 10 000 = −40 000: −10 000 / −40 000 would read +25 %.
    expect(loss.equityReturn).toBeNull();
    expect(loss.equityReturnNotMeaningful).toBe(true);
    expect(r.equityReturnNotMeaningful).toBe(false);
  });

  it('answers null for a division by zero', () => {
    const zero = computeKeyRatios(
      figures(incomeStatementRows(KEYS, { cmvmc: [10, 10] }), balanceSheetRows(KEYS, {})),
    );
    expect(zero.grossMargin).toBeNull();
    expect(zero.receiptDays).toBeNull();
    expect(zero.assetReturn).toBeNull();
    expect(zero.generalLiquidity).toBeNull();
  });
});
