import { describe, expect, it } from 'vitest';
import { fseRows, samplePeriod, statement } from '../testing/period-data';
import { OTHERS_LABEL, fseBreakdown, fseLines, fseTotal } from './fse-lines';
import { prepareStatement } from './prepared-statement';

const KEYS = ['2025', '2024'];

describe('FSE sums (docs/product.md §5 exclusions)', () => {
  const accounts = statement(KEYS, [
    ['62', 'Fornecimentos e serviços externos', 999, 999],
    ['621', 'Subcontratos', 100, 90],
    ['622', 'Serviços especializados', 60, 50],
    ['6221', 'Trabalhos especializados', 40, 30],
    ['6222', 'Publicidade e propaganda', 20, 20],
    ['6241', 'Eletricidade', 50, 45],
    ['', 'Manuel Ferreira', 7, 7],
    ['', 'Ajustamentos', 3, 3],
    ['5312', 'Prestações suplementares', 11, 11],
    ['5932', 'Subsídios ao investimento', 13, 13],
    ['', 'Ctrl', 1, 1],
    ['', 'Total', 210, 185],
    ['', 'Fornecimentos e serviços externos (total)', 210, 185],
  ]);

  it('counts each expense once and nothing else', () => {
    expect(fseLines(prepareStatement(accounts)).map((line) => line.code)).toEqual([
      '621',
      '622',
      '6241',
    ]);
    expect(fseTotal(accounts, '2025')).toBe(210);
    expect(fseTotal(accounts, '2024')).toBe(185);
  });

  it('reads FSE sent negative as positive', () => {
    const negative = statement(KEYS, [
      ['621', 'Subcontratos', -100, -90],
      ['6241', 'Eletricidade', -50, -45],
    ]);
    expect(fseTotal(negative, '2025')).toBe(150);
  });

  it('is null without lines or column', () => {
    expect(fseTotal([], '2025')).toBeNull();
    expect(fseTotal(accounts, null)).toBeNull();
  });

  it('equals the FSE total row of the samples', () => {
    expect(fseTotal(samplePeriod('padaria-lusitana-2025-12').externalServices, '2025')).toBeCloseTo(
      173140.31,
      2,
    );
    expect(fseTotal(samplePeriod('tecnoserv-2025-12').externalServices, '2024')).toBeCloseTo(
      411387.68,
      2,
    );
  });
});

describe('fseBreakdown (the dashboard donut)', () => {
  it('shows the largest lines and gathers the rest in Outros', () => {
    const slices = fseBreakdown(
      fseRows(KEYS, [
        ['621', 'Subcontratos', 50, 0],
        ['6222', 'Publicidade e propaganda', 20, 0],
        ['6223', 'Vigilância e segurança', 10, 0],
        ['6241', 'Eletricidade', 15, 0],
        ['6243', 'Água', 5, 0],
      ]),
      '2025',
    );
    expect(slices.map((slice) => [slice.label, slice.value, slice.share])).toEqual([
      ['Subcontratos', 50, 0.5],
      ['Publicidade e propaganda', 20, 0.2],
      ['Eletricidade', 15, 0.15],
      [OTHERS_LABEL, 15, 0.15],
    ]);
  });

  it('has no Outros slice when nothing is left, and nothing without data', () => {
    const slices = fseBreakdown(fseRows(KEYS, [['621', 'Subcontratos', 50, 0]]), '2025');
    expect(slices.map((slice) => slice.label)).toEqual(['Subcontratos']);
    expect(fseBreakdown([], '2025')).toEqual([]);
    expect(fseBreakdown(fseRows(KEYS, [['621', 'Subcontratos', 0, 5]]), '2025')).toEqual([]);
  });
});
