import { describe, expect, it } from 'vitest';
import { MONTH_ABBREVIATIONS, MONTH_NAMES, monthFromName } from './months';
import { compareText, foldText, sortByText } from './text';

describe('foldText', () => {
  it('lower-cases, removes accents and folds every kind of space', () => {
    expect(foldText('  Balanço\u00a0Analítico\u202f2025 ')).toBe('balanco analitico 2025');
    expect(foldText('DEMONSTRAÇÃO  DOS\tRESULTADOS')).toBe('demonstracao dos resultados');
  });
});

describe('compareText and sortByText', () => {
  const names = [
    'Óptica Zé, Lda',
    'oficina Braga',
    'Empresa 10',
    'Açores Pesca',
    'Empresa 2',
    'Optica Ze, Lda',
  ];

  it('orders by the folded text, then as written', () => {
    expect([...names].sort(compareText)).toEqual([
      'Açores Pesca',
      'Empresa 10',
      'Empresa 2',
      'oficina Braga',
      'Optica Ze, Lda',
      'Óptica Zé, Lda',
    ]);
    expect(compareText('cao', 'Ção')).toBeLessThan(0);
    expect(compareText('a', 'a')).toBe(0);
  });

  it('sorts a list by a key the same way, folding each item once', () => {
    const rows = names.map((name, index) => ({ name, index }));
    expect(sortByText(rows, (row) => row.name).map((row) => row.name)).toEqual(
      [...names].sort(compareText),
    );
  });
});

describe('monthFromName', () => {
  it('reads full names and abbreviations, any case, with or without accents', () => {
    expect(monthFromName('Dezembro')).toBe(12);
    expect(monthFromName('dez')).toBe(12);
    expect(monthFromName('Dez.')).toBe(12);
    expect(monthFromName('MARÇO')).toBe(3);
    expect(monthFromName('marco')).toBe(3);
    expect(monthFromName('Fev')).toBe(2);
  });

  it('refuses what is not a month', () => {
    expect(monthFromName('ma')).toBeNull();
    expect(monthFromName('Mes')).toBeNull();
    expect(monthFromName('Junhos')).toBeNull();
    expect(monthFromName('')).toBeNull();
  });

  it('has twelve names and abbreviations', () => {
    expect(MONTH_NAMES).toHaveLength(12);
    expect(MONTH_ABBREVIATIONS.join(' ')).toBe('Jan Fev Mar Abr Mai Jun Jul Ago Set Out Nov Dez');
  });
});
