import { describe, expect, it } from 'vitest';
import {
  balanceSheetRows,
  fseRows,
  incomeStatementRows,
  periodData,
  sampleCompanyPeriods,
  samplePeriod,
} from '../testing/period-data';
import { formatExplanation } from '../format/explanation-format';
import { buildDashboard } from './dashboard';
import { FIGURE_LABELS } from '../analysis/figure-explanations';
import { periodContext } from '../analysis/period-context';

describe('buildDashboard on Padaria Lusitana 2025-12', () => {
  const stored = sampleCompanyPeriods('padaria-lusitana');
  const data = samplePeriod('padaria-lusitana-2025-12');
  const dashboard = buildDashboard(periodContext(data, stored), stored);
  const gauge = (id: string) => dashboard.gauges.find((item) => item.id === id);
  const card = (label: string) =>
    [...dashboard.cards, ...dashboard.details].find((item) => item.label === label);

  it('has the eight gauges of docs/product.md, liquidity capped at 100 %', () => {
    expect(dashboard.gauges.map((item) => item.label)).toEqual([
      'Rentabilidade do Ativo',
      'Autonomia Financeira',
      'Liquidez Geral',
      'Rendib. do capital próprio',
      'Margem Bruta',
      'Rendibilidade da Produção',
      'Tempo Médio Pagamento (dias)',
      'Tempo Médio Recebimento (dias)',
    ]);
    expect(gauge('generalLiquidity')?.value).toBeCloseTo(1.3811, 4);
    expect(gauge('generalLiquidity')?.fill).toBe(100);
    expect(gauge('generalLiquidity')?.estimated).toBe(false);
    expect(gauge('assetReturn')?.fill).toBeCloseTo(12.6, 1);
    expect(gauge('assetReturn')?.previous).toBeCloseTo(0.1006, 4);
    // Production profitability: operating result 125 013.33 / sales 1 332 815.66.
    expect(gauge('productionProfitability')?.value).toBeCloseTo(125_013.33 / 1_332_815.66, 10);
    expect(gauge('paymentDays')?.unit).toBe('days');
    expect(gauge('paymentDays')?.status).toBe('neutral');
    // The Rácios sheet gives other day values (with VAT): the gauges say theirs are computed.
    expect(gauge('paymentDays')?.sourceLabel).toBe('calculado, sem IVA');
    expect(gauge('receiptDays')?.sourceLabel).toBe('calculado, sem IVA');
    expect(gauge('financialAutonomy')?.sourceLabel).toBeNull();
    expect(gauge('receiptDays')?.status).toBe('good');
  });

  it('shows the cards with previous-year values from the stored 2024-12', () => {
    expect(dashboard.cards.map((item) => item.label)).toEqual([
      'Resultado Antes de Imposto',
      'IRC',
      'Resultado Líquido',
      'Vendas',
      'Custos Acumulados',
      "Total FSE's",
    ]);
    expect(card('Resultado Líquido')?.comparison).toMatchObject({
      current: 91_135.38,
      previous: 71_164.97,
    });
    expect(card('Resultado Líquido')?.source).toMatchObject({
      kind: 'stored-period',
      period: '2024-12',
    });
    expect(card('IRC')?.comparison.current).toBeCloseTo(24_402.78, 2);
    expect(card('IRC')?.estimated).toBe(false);
    expect(card(FIGURE_LABELS.ebitda)?.comparison.current).toBeCloseTo(125_013.33 + 47_862.35, 2);
    expect(FIGURE_LABELS.ebitda).toBe('EBITDA (resultado operacional + depreciações)');
    // Costs up are unfavourable; the net result up is favourable.
    expect(card('Custos Acumulados')?.comparison).toMatchObject({
      trend: 'up',
      tone: 'unfavourable',
    });
    expect(card('Resultado Líquido')?.comparison.tone).toBe('favourable');
    expect(card('Saldo Bancário')?.comparison.current).toBe(151_194.73);
    expect(card('Financiamentos')?.comparison.current).toBeCloseTo(187_305.22 + 46_118.35, 2);
    expect(card('Saldo de Fornecedores')?.comparison.previous).toBe(57_342.18);
    expect(card('Resultado Apurado')?.comparison.current).toBeCloseTo(91_135.38, 2);
    expect(dashboard.ircLabel).toBe('IRC');
    expect(dashboard.ircNote).toBeNull();
  });

  it('builds the FSE donut and the monthly bars from stored data', () => {
    expect(dashboard.fseBreakdown.map((slice) => slice.label)).toEqual([
      'Rendas e alugueres',
      'Eletricidade',
      'Trabalhos especializados',
      'Outros',
    ]);
    const total = dashboard.fseBreakdown.reduce((sum, slice) => sum + slice.value, 0);
    expect(total).toBeCloseTo(173_140.31, 2);
    expect(dashboard.monthlyBars.map((bar) => [bar.label, bar.turnover])).toEqual([
      ['Jun/2025', 653_212.1],
      ['Dez/2025', expect.closeTo(1_332_815.66, 2)],
    ]);
  });

  it('says the header and the day base', () => {
    expect(dashboard.title).toBe('DASHBOARD DE GESTÃO');
    expect(dashboard.periodLabel).toBe('dezembro de 2025');
    expect(dashboard.dayBase).toBe(365);
  });
});

describe('buildDashboard edge cases', () => {
  it('labels the IRC estimate and flags the estimated liquidity', () => {
    const keys = ['2025', '2024'];
    const data = periodData('2025-12', {
      incomeStatement: incomeStatementRows(keys, {
        sales: [100_000, 90_000],
        cmvmc: [40_000, 30_000],
      }),
      balanceSheet: balanceSheetRows(
        keys,
        { cash: [30_000, 20_000], capital: [40_000, 40_000], suppliers: [10_000, 10_000] },
        { totals: false },
      ),
    });
    const dashboard = buildDashboard(periodContext(data, [data]), [data]);
    expect(dashboard.ircLabel).toBe('Estimativa de IRC*');
    expect(dashboard.ircNote).toContain('17%');
    const irc = dashboard.cards.find((item) => item.id === 'irc');
    expect(irc?.comparison.current).toBeCloseTo(60_000 * 0.17, 9);
    expect(irc?.estimated).toBe(true);
    expect(dashboard.gauges.find((item) => item.id === 'generalLiquidity')?.estimated).toBe(true);
    expect(dashboard.liquidityNote).not.toBeNull();
    expect(dashboard.fseBreakdown).toEqual([]);
  });

  it('mid-year: days over the days elapsed, said in the note', () => {
    const stored = sampleCompanyPeriods('padaria-lusitana');
    const dashboard = buildDashboard(
      periodContext(samplePeriod('padaria-lusitana-2025-06'), stored),
      stored,
    );
    expect(dashboard.dayBase).toBe(181);
    expect(dashboard.dayBaseNote).toBe(
      'Prazos médios calculados sobre os 181 dias decorridos do ano (valores acumulados, não anualizados).',
    );
    expect(dashboard.monthlyBars.map((bar) => bar.period)).toEqual(['2025-06']);
    const sales = dashboard.cards.find((item) => item.id === 'sales');
    expect(sales?.source).toMatchObject({ kind: 'own-column', label: 'Jun/2024' });
  });

  it('caps the fill at 0 and 100 and leaves it empty without a value', () => {
    const keys = ['2025'];
    const data = periodData('2025-12', {
      incomeStatement: incomeStatementRows(keys, { sales: [100], cmvmc: [300] }),
      externalServices: fseRows(keys, [['621', 'Subcontratos', 10]]),
    });
    const dashboard = buildDashboard(periodContext(data, [data]), [data]);
    expect(dashboard.gauges.find((item) => item.id === 'grossMargin')?.fill).toBe(0);
    expect(dashboard.gauges.find((item) => item.id === 'assetReturn')?.fill).toBeNull();
  });
});

describe('buildDashboard: IRC (issue 7)', () => {
  const keys = ['2025', '2024'];
  it('the estimate of a loss is 0 € and says so', () => {
    const data = periodData('2025-12', {
      incomeStatement: incomeStatementRows(keys, { sales: [10_000, 0], cmvmc: [15_000, 0] }),
    });
    const dashboard = buildDashboard(periodContext(data, [data]), [data]);
    expect(dashboard.ircLabel).toBe('Estimativa de IRC*');
    expect(dashboard.cards.find((item) => item.id === 'irc')?.comparison.current).toBe(0);
    expect(dashboard.ircNote).toBe(
      '* Estimativa de IRC: 0 €, porque o resultado líquido é negativo (não há linha de IRC nos dados).',
    );
  });

  it('a tax credit stays a credit: negative IRC, Resultado Apurado = Resultado Líquido', () => {
    const data = periodData('2025-12', {
      incomeStatement: incomeStatementRows(keys, {
        sales: [10_000, 0],
        cmvmc: [15_000, 0],
        irc: [-1_000, 0],
      }),
    });
    const dashboard = buildDashboard(periodContext(data, [data]), [data]);
    const value = (id: string) =>
      [...dashboard.cards, ...dashboard.details].find((item) => item.id === id)?.comparison.current;
    expect(value('irc')).toBe(-1_000);
    expect(value('netResult')).toBe(-4_000);
    expect(value('computedResult')).toBe(-4_000);
    expect(dashboard.ircNote).toContain('crédito de imposto');
  });
});

describe('buildDashboard: like for like (issue 7)', () => {
  it('a RISEMA period without FSE compares its FSE with the same months of the DRE', () => {
    const stored = sampleCompanyPeriods('padaria-lusitana');
    const data = samplePeriod('padaria-lusitana-2026-03');
    const dashboard = buildDashboard(periodContext(data, stored), stored);
    const fse = dashboard.cards.find((item) => item.id === 'fse');
    expect(fse?.comparison.previous).toBeCloseTo(43_064.46, 6);
    expect(fse?.source).toMatchObject({ kind: 'own-column', label: 'Mar/2025' });
    // +5.2 %, not the −73.8 % of Q1 against the whole 2025 FSE sheet.
    expect(fse?.comparison.deltaPercent).toBeCloseTo(45_320.86 / 43_064.46 - 1, 9);
  });

  it('a card without a like previous value shows none, and its source says why', () => {
    const data = periodData('2025-06', {
      incomeStatement: incomeStatementRows(['2025_current', '2024_year'], {
        sales: [520_000, 1_000_000],
      }),
      balanceSheet: balanceSheetRows(['2025', '2024'], {
        cash: [10_000, 8_000],
        capital: [10_000, 8_000],
        netResult: [5_000, 9_000],
      }),
    });
    const dashboard = buildDashboard(periodContext(data, [data]), [data]);
    const card = (id: string) => dashboard.cards.find((item) => item.id === id);
    expect(card('sales')?.comparison.previous).toBeNull();
    expect(card('netResult')?.comparison.previous).toBeNull();
    expect(card('sales')?.source.kind === 'none' && card('sales')?.source).toMatchObject({
      reason: expect.stringContaining('não é comparável') as unknown,
    });
    // Stocks still compare with the previous year-end.
    expect(dashboard.details.find((item) => item.id === 'cash')?.comparison.previous).toBe(8_000);
  });
});

describe('buildDashboard: formula transparency (issue 7)', () => {
  const stored = sampleCompanyPeriods('padaria-lusitana');
  const data = samplePeriod('padaria-lusitana-2025-12');
  const dashboard = buildDashboard(periodContext(data, stored), stored);
  const nbsp = '\u00a0';

  it('every gauge and card carries its formula and inputs', () => {
    for (const item of [...dashboard.gauges, ...dashboard.cards, ...dashboard.details]) {
      expect(item.explanation.formula).not.toBe('');
      expect(item.explanation.inputs.length).toBeGreaterThan(0);
    }
    const assetReturn = dashboard.gauges.find((item) => item.id === 'assetReturn');
    expect(formatExplanation(assetReturn?.explanation ?? { formula: '', inputs: [] })).toBe(
      `Resultado líquido 91${nbsp}135${nbsp}€ ÷ Total do ativo 723${nbsp}318${nbsp}€`,
    );
    const ebitda = dashboard.details.find((item) => item.id === 'ebitda');
    expect(ebitda?.explanation.formula).toBe('Resultado operacional + Depreciações');
  });

  it("a day gauge says its base and which value the workbook's Rácios sheet shows", () => {
    const payment = dashboard.gauges.find((item) => item.id === 'paymentDays');
    expect(payment?.value).toBeCloseTo(33.6, 1);
    expect(payment?.explanation.inputs.map((input) => input.label)).toEqual([
      'Fornecedores',
      'FSE',
      'CMVMC',
      'Dias',
    ]);
    expect(payment?.explanation.note).toContain('Calculado sobre um ano de 365 dias, sem IVA.');
    expect(payment?.explanation.note).toContain(
      'A folha Rácios do ficheiro indica 27,3 dias, porque acrescenta IVA de 23%',
    );
  });

  it('a gauge without a Rácios sheet value has no such note', () => {
    const noSheet = { ...data, financialRatios: [] };
    const other = buildDashboard(periodContext(noSheet, [noSheet]), [noSheet]);
    const payment = other.gauges.find((item) => item.id === 'paymentDays');
    expect(payment?.explanation.note).toBe('Calculado sobre um ano de 365 dias, sem IVA.');
  });
});
