import { describe, expect, it } from 'vitest';
import type { PeriodData } from '../contract';
import { samplePeriod } from '../testing/period-data';
import type { SampleName } from '../testing/period-data';
import { currentFigures } from './current-figures';
import { computeKeyRatios } from './key-ratios';
import { prepareStatement } from './prepared-statement';

/** The value the exporting software wrote on the sample's Rácios sheet for this indicator. */
function sheetRatio(data: PeriodData, description: string): number {
  const line = data.financialRatios.find((row) => row.description === description);
  const key = prepareStatement(data.financialRatios).columns.current;
  if (!line || key === null) throw new Error(`no ratio ${description}`);
  return line.values[key] ?? Number.NaN;
}

// The software rounds to 4 decimals; ours must agree to that precision where definitions coincide.
describe.each<SampleName>([
  'padaria-lusitana-2024-12',
  'padaria-lusitana-2025-12',
  'padaria-lusitana-2025-06',
  'tecnoserv-2025-12',
])('key ratios of %s against its Rácios sheet', (name) => {
  const data = samplePeriod(name);
  const ratios = computeKeyRatios(currentFigures(data));

  it('asset return, autonomy, equity return (mid-year: year to date, never annualised)', () => {
    expect(ratios.assetReturn).toBeCloseTo(sheetRatio(data, 'Rendibilidade do ativo'), 4);
    expect(ratios.financialAutonomy).toBeCloseTo(sheetRatio(data, 'Autonomia financeira'), 4);
    expect(ratios.equityReturn).toBeCloseTo(
      sheetRatio(data, 'Rendibilidade do capital próprio'),
      4,
    );
  });

  it('general liquidity from the totals, not estimated', () => {
    expect(ratios.generalLiquidity).toBeCloseTo(sheetRatio(data, 'Liquidez geral'), 4);
    expect(ratios.generalLiquidityEstimated).toBe(false);
  });

  it('margins over sales and services (71 + 72)', () => {
    expect(ratios.grossMargin).toBeCloseTo(sheetRatio(data, 'Margem bruta'), 4);
    expect(ratios.netMargin).toBeCloseTo(sheetRatio(data, 'Rendibilidade das vendas'), 4);
    expect(ratios.ebitdaMargin).toBeCloseTo(sheetRatio(data, 'Margem EBITDA'), 4);
  });

  it('solvency, indebtedness, reduced and immediate liquidity, asset turnover, inventory days', () => {
    expect(ratios.totalSolvency).toBeCloseTo(sheetRatio(data, 'Solvabilidade total'), 4);
    expect(ratios.indebtedness).toBeCloseTo(sheetRatio(data, 'Endividamento'), 4);
    expect(ratios.reducedLiquidity).toBeCloseTo(sheetRatio(data, 'Liquidez reduzida'), 4);
    expect(ratios.immediateLiquidity).toBeCloseTo(sheetRatio(data, 'Liquidez imediata'), 4);
    expect(ratios.assetTurnover).toBeCloseTo(sheetRatio(data, 'Rotação do ativo'), 4);
    // No VAT in inventories over CMVMC: the sheet and docs/product.md agree (to 2 decimals).
    expect(ratios.inventoryDays).toBeCloseTo(
      sheetRatio(data, 'Duração média de inventários (dias)'),
      1,
    );
  });

  it('day ratios: the sheet divides by sales with 23 % VAT, on the same day base', () => {
    // docs/product.md §9 divides by sales without VAT, so ours are 1.23 × the sheet's (to 2 decimals).
    expect((ratios.receiptDays ?? 0) / 1.23).toBeCloseTo(
      sheetRatio(data, 'Prazo médio de recebimento (dias)'),
      1,
    );
    expect((ratios.paymentDays ?? 0) / 1.23).toBeCloseTo(
      sheetRatio(data, 'Prazo médio de pagamento (dias)'),
      1,
    );
  });
});

describe('figures typed from Padaria Lusitana', () => {
  it("2025-12: the brief's figures", () => {
    const ratios = computeKeyRatios(currentFigures(samplePeriod('padaria-lusitana-2025-12')));
    expect(ratios.assetReturn).toBeCloseTo(91_135.38 / 723_317.69, 12);
    expect(ratios.financialAutonomy).toBeCloseTo(348_835.45 / 723_317.69, 12);
    expect(ratios.generalLiquidity).toBeCloseTo(258_519.27 / 187_177.02, 12);
    // Receipt days: clients 57 663.08 / sales 1 332 815.66 × 365 = 15.79 days.
    expect(ratios.receiptDays).toBeCloseTo((57_663.08 / 1_332_815.66) * 365, 9);
    expect(ratios.dayBase).toBe(365);
  });

  it('2025-06: day ratios over the 181 days elapsed', () => {
    const ratios = computeKeyRatios(currentFigures(samplePeriod('padaria-lusitana-2025-06')));
    expect(ratios.dayBase).toBe(181);
    // Suppliers 60 998.40 / (FSE 86 926.23 + CMVMC 238 988.56) × 181.
    expect(ratios.paymentDays).toBeCloseTo((60_998.4 / (86_926.23 + 238_988.56)) * 181, 9);
  });
});
