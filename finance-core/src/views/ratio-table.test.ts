import { describe, expect, it } from 'vitest';
import {
  balanceSheetRows,
  incomeStatementRows,
  periodData,
  sampleCompanyPeriods,
  samplePeriod,
  statement,
} from '../testing/period-data';
import { computeKeyRatios } from '../analysis/key-ratios';
import { periodContext } from '../analysis/period-context';
import { describeRatio } from '../analysis/ratio-kinds';
import { analyzePeriod } from './analyze-period';
import { readSaft } from '../saft/read-saft';
import { sampleCompanyBooks, saftBytes, saftXml } from '../testing/saft-builder';
import { SAFT_RATIO_NOTE, buildRatioTable, ratioInsightInputs } from './ratio-table';

describe('describeRatio', () => {
  it('groups by keywords and tells days from percent', () => {
    expect(describeRatio('Rendibilidade do capital próprio')).toMatchObject({
      kind: 'equityReturn',
      group: 'profitability',
      unit: 'percent',
    });
    expect(describeRatio('Prazo médio de pagamento (dias)')).toMatchObject({
      kind: 'paymentDays',
      group: 'activity',
      unit: 'days',
    });
    expect(describeRatio('Rotação do ativo')).toMatchObject({
      kind: 'assetTurnover',
      group: 'activity',
    });
    expect(describeRatio('Liquidez reduzida').group).toBe('liquidity');
    expect(describeRatio('Solvabilidade total').group).toBe('indebtedness');
    expect(describeRatio('Tempo médio de rotação de stocks').unit).toBe('days');
    expect(describeRatio('Cobertura dos encargos financeiros').group).toBe('indebtedness');
    expect(describeRatio('Número de trabalhadores').group).toBe('other');
    expect(
      describeRatio('Montante mínimo do resultado líquido para reservas legais'),
    ).toMatchObject({
      hidden: true,
      unit: 'euros',
    });
  });
});

describe('buildRatioTable on Padaria Lusitana 2025-12', () => {
  const stored = sampleCompanyPeriods('padaria-lusitana');
  const table = buildRatioTable(periodContext(samplePeriod('padaria-lusitana-2025-12'), stored));
  const rows = table.groups.flatMap((group) => group.rows);
  const row = (description: string) => rows.find((item) => item.description === description);

  it('groups the rows in order and hides the legal-reserve amount', () => {
    expect(table.groups.map((group) => [group.label, group.rows.length])).toEqual([
      ['Rendibilidade', 5],
      ['Liquidez', 3],
      ['Endividamento', 3],
      ['Atividade', 4],
    ]);
    expect(row('Montante mínimo do resultado líquido para reservas legais')).toBeUndefined();
  });

  it('compares with the previous year, in points or days', () => {
    expect(row('Rendibilidade do ativo')).toMatchObject({
      current: 0.126,
      previous: 0.1006,
      trend: 'up',
      favourable: 'higher',
      status: 'good',
      statusLabel: 'Bom',
    });
    expect(row('Rendibilidade do ativo')?.variation).toBeCloseTo(0.0254, 10);
    expect(row('Prazo médio de pagamento (dias)')?.variation).toBeCloseTo(0.53, 10);
    expect(row('Prazo médio de pagamento (dias)')?.unit).toBe('days');
    expect(row('Endividamento')).toMatchObject({ status: 'neutral', favourable: 'lower' });
    expect(row('Liquidez geral')?.tip).toBe('O ativo corrente cobre as dívidas de curto prazo.');
    expect(table.previousLabel).toBe('2024');
  });

  it('reads the insight inputs from the sheet', () => {
    const inputs = ratioInsightInputs(
      table,
      computeKeyRatios(periodContext(samplePeriod('padaria-lusitana-2025-12'), stored).current),
    );
    expect(inputs).toEqual({
      assetReturn: 0.126,
      financialAutonomy: 0.4823,
      generalLiquidity: 1.3811,
      grossMargin: 0.6329,
      paymentDays: 27.29,
      paymentDaysFromSheet: true,
    });
  });

  it("explains each row: the sheet's value, the product's formula, and which is which (issue 7)", () => {
    const rows = table.groups.flatMap((group) => group.rows);
    const payment = rows.find((row) => row.kind === 'paymentDays');
    // The sheet's 27,3 days add 23 % VAT; the dashboard's formula gives 33,6 days: the row is
    // labelled as the file's and its popover explains the file's value, naming the other.
    expect(payment?.sourceLabel).toBe('do ficheiro, com IVA');
    expect(payment?.explanation.formula).toBe(
      'Folha Rácios do ficheiro: Prazo médio de pagamento (dias)',
    );
    expect(payment?.explanation.inputs).toEqual([
      expect.objectContaining({ value: 27.29, unit: 'days' }),
    ]);
    expect(payment?.explanation.note).toMatch(/^Valor da folha Rácios do ficheiro/);
    expect(payment?.explanation.note).toContain('IVA de 23%');
    expect(payment?.explanation.note).toContain('33,6 dias, sem IVA');
    expect(payment?.explanation.note).toContain('Fornecedores ÷ (FSE + CMVMC) × Dias');
    expect(rows.find((row) => row.kind === 'receiptDays')?.sourceLabel).toBe(
      'do ficheiro, com IVA',
    );
    // Where the product agrees with the sheet, its formula explains the value; no label.
    const autonomy = rows.find((row) => row.kind === 'financialAutonomy');
    expect(autonomy?.sourceLabel).toBeNull();
    expect(autonomy?.explanation.formula).toBe('Capital próprio ÷ Total do ativo');
    for (const row of rows) {
      expect(row.explanation.formula).not.toBe('');
      expect(row.explanation.inputs.length).toBeGreaterThan(0);
    }
  });
});

describe('buildRatioTable edge cases', () => {
  it('keeps a zero ratio, drops an all-zero heading, marks statuses', () => {
    const data = periodData('2025-12', {
      financialRatios: statement(
        ['2025', '2024'],
        [
          ['', 'Indicadores de rendibilidade', 0, 0],
          ['', 'Rendibilidade do capital próprio', -0.377, 0.414],
          ['', 'Duração média de inventários (dias)', 0, 0],
          ['', 'Liquidez imediata', 0.15, 0.3],
        ],
      ),
    });
    const table = buildRatioTable(periodContext(data, [data]));
    const rows = table.groups.flatMap((group) => group.rows);
    expect(rows.map((row) => [row.description, row.status])).toEqual([
      ['Rendibilidade do capital próprio', 'critical'],
      ['Liquidez imediata', 'critical'],
      ['Duração média de inventários (dias)', 'good'],
    ]);
    expect(rows[0]?.trend).toBe('down');
  });

  it('gives the empty message without a ratios sheet', () => {
    const data = periodData('2025-12', {});
    const table = buildRatioTable(periodContext(data, [data]));
    expect(table.empty).toBe(true);
    expect(table.emptyMessage).toBe('Dados de rácios não encontrados na folha Excel');
  });
});

describe('return on equity with negative equity (issue 7)', () => {
  const keys = ['2025', '2024'];
  const data = periodData('2025-12', {
    incomeStatement: incomeStatementRows(keys, { sales: [10_000, 0], cmvmc: [20_000, 0] }),
    balanceSheet: balanceSheetRows(keys, {
      cash: [10_000, 10_000],
      capital: [5_000, 5_000],
      reserves: [-30_000, 0],
      netResult: [-10_000, 0],
      suppliers: [45_000, 5_000],
    }),
    financialRatios: statement(keys, [
      // The sheet's own arithmetic: −10 000 / −35 000 = +28.6 %, a 'good' reading.
      ['', 'Rendibilidade do capital próprio', 0.2857, 0.1],
      ['', 'Autonomia financeira', -3.5, 0.5],
    ]),
  });
  const analysis = analyzePeriod(data, [data]);

  it('the gauge and the ratio row say n.s., neither good nor critical', () => {
    const gauge = analysis.dashboard.gauges.find((item) => item.id === 'equityReturn');
    expect(gauge).toMatchObject({ value: null, notMeaningful: true, status: 'neutral' });
    const row = analysis.ratioTable.groups
      .flatMap((group) => group.rows)
      .find((item) => item.kind === 'equityReturn');
    expect(row).toMatchObject({ notMeaningful: true, status: 'neutral', statusLabel: 'n.s.' });
    expect(analysis.ratios.equityReturnNotMeaningful).toBe(true);
  });

  it('with its own insight', () => {
    expect(analysis.insights.ratios[0]?.id).toBe('ratios.equityNegative');
  });

  it('positive equity reads as before', () => {
    const dec = samplePeriod('padaria-lusitana-2025-12');
    const healthy = analyzePeriod(dec, [dec]);
    const gauge = healthy.dashboard.gauges.find((item) => item.id === 'equityReturn');
    expect(gauge?.notMeaningful).toBe(false);
    expect(gauge?.value).not.toBeNull();
    expect(healthy.insights.ratios.map((insight) => insight.id)).not.toContain(
      'ratios.equityNegative',
    );
  });
});

describe('buildRatioTable on a SAF-T period', () => {
  it('says every ratio is computed from the SAF-T, not read from a Rácios sheet', () => {
    const parsed = readSaft(saftBytes(saftXml(sampleCompanyBooks({ fiscalYear: 2024 })), 'utf-8'), {
      now: new Date('2025-03-01T12:00:00Z'),
    });
    const december = parsed.months.at(-1);
    if (!december) throw new Error('no December');
    const data = {
      ...periodData('2024-12', december, { incomeStatementSource: 'saft' }),
      format: 'saft' as const,
    };
    const rows = buildRatioTable(periodContext(data, [data])).groups.flatMap((group) => group.rows);
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      expect(row.explanation.note, row.description).toBe(SAFT_RATIO_NOTE);
      expect(row.explanation.formula).not.toMatch(/Folha Rácios/);
    }
  });
});
