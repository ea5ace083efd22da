import { describe, expect, it } from 'vitest';
import { balanceSheetRows, samplePeriod, statement } from '../testing/period-data';
import { balanceStructure } from './balance-structure';

describe('balanceStructure', () => {
  it('reads the sides, terms and totals of a sample balance sheet', () => {
    const structure = balanceStructure(samplePeriod('padaria-lusitana-2025-12').balanceSheet);
    const byDescription = (description: string) =>
      structure.lines.filter((line) => line.account.description === description);
    expect(byDescription('Clientes').map((line) => [line.side, line.term])).toEqual([
      ['asset', 'current'],
    ]);
    expect(byDescription('Estado e outros entes públicos').map((line) => line.side)).toEqual([
      'asset',
      'liability',
    ]);
    expect(byDescription('Financiamentos obtidos').map((line) => [line.side, line.term])).toEqual([
      ['liability', 'nonCurrent'],
      ['liability', 'current'],
    ]);
    expect(byDescription('Capital subscrito')[0]?.side).toBe('equity');
    expect(byDescription('Controlo (diferença)')[0]?.side).toBe('control');
    expect(structure.totals.assets?.account.values['2025']).toBe(723317.69);
    expect(structure.totals.currentLiabilities?.account.values['2025']).toBe(187177.02);
    expect(structure.totals.equity?.account.values['2024']).toBe(299254.67);
    // Cut after `Total do capital próprio e do passivo`.
    expect(structure.lines[structure.visibleCount - 1]?.account.description).toBe(
      'Total do capital próprio e do passivo',
    );
    expect(structure.visibleCount).toBe(structure.lines.length - 1);
  });

  it('places the lines of a sheet without headings by the SNC order of codes', () => {
    const structure = balanceStructure(
      statement(
        ['2025'],
        [
          ['21', 'Clientes', 1],
          ['24', 'Estado', 2],
          ['51', 'Capital', 3],
          ['818', 'Resultado líquido do período', 4],
          ['22', 'Fornecedores', 5],
          ['24', 'Estado', 6],
        ],
      ),
    );
    expect(structure.lines.map((line) => line.side)).toEqual([
      'asset',
      'asset',
      'equity',
      'equity',
      'liability',
      'liability',
    ]);
    expect(structure.visibleCount).toBe(6);
  });

  it('switches sides at the totals when headings are missing', () => {
    const structure = balanceStructure(
      balanceSheetRows(['2025'], { cash: [10], capital: [5], suppliers: [5] }, { totals: false }),
    );
    const sides = Object.fromEntries(
      structure.lines.map((line) => [`${line.code} ${line.account.description}`, line.side]),
    );
    expect(sides['27 Outros créditos a receber']).toBe('asset');
    expect(sides['27 Outras dívidas a pagar']).toBe('liability');
    expect(sides['818 Resultado líquido do período']).toBe('equity');
  });
});

describe('balance headings', () => {
  it('marks the section headings only, not an uncoded line of zeros', () => {
    const structure = balanceStructure(
      statement(
        ['2025'],
        [
          ['', 'ATIVO', 0],
          ['', 'Ativo corrente', 0],
          ['', 'Propriedades de investimento', 0],
          ['', 'Total do ativo', 0],
        ],
      ),
    );
    expect(structure.lines.map((line) => line.header)).toEqual([true, true, false, false]);
  });
});
