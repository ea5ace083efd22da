import { describe, expect, it } from 'vitest';
import { currentKey, exportReference, parseValueHeader, valueKey } from './value-columns';
import type { ValueHeader } from './value-columns';

describe('parseValueHeader', () => {
  it('reads years alone, with a month, or marked as the whole year', () => {
    expect(parseValueHeader('2025')).toEqual({ year: 2025, month: null, wholeYear: false });
    expect(parseValueHeader(2024)).toEqual({ year: 2024, month: null, wholeYear: false });
    expect(parseValueHeader('Ano 2025')).toEqual({ year: 2025, month: null, wholeYear: true });
    expect(parseValueHeader('2024 (ano completo)')).toEqual({
      year: 2024,
      month: null,
      wholeYear: true,
    });
    expect(parseValueHeader('2024 ano completo')).toEqual({
      year: 2024,
      month: null,
      wholeYear: true,
    });
    expect(parseValueHeader('Jun/2025')).toEqual({ year: 2025, month: 6, wholeYear: false });
    expect(parseValueHeader('06/2025')).toEqual({ year: 2025, month: 6, wholeYear: false });
    expect(parseValueHeader('2025-06')).toEqual({ year: 2025, month: 6, wholeYear: false });
    expect(parseValueHeader('Junho 2025')).toEqual({ year: 2025, month: 6, wholeYear: false });
    expect(parseValueHeader('31/12/2025')).toEqual({ year: 2025, month: 12, wholeYear: false });
    expect(parseValueHeader(new Date(Date.UTC(2025, 5, 30)))).toEqual({
      year: 2025,
      month: 6,
      wholeYear: false,
    });
  });

  it('finds no year in other headers', () => {
    for (const header of ['Notas', '%', 'Valor', '', null, 12.5, 45657, 'Anotações'])
      expect(parseValueHeader(header), String(header)).toBeNull();
  });
});

describe('value keys', () => {
  const header = (year: number, month: number | null, wholeYear = false): ValueHeader => ({
    year,
    month,
    wholeYear,
  });

  it('December export: the year', () => {
    const reference = exportReference([header(2025, null), header(2024, 12)], null);
    expect(reference).toEqual({ midYear: false });
    expect(valueKey(header(2025, 12), reference)).toBe('2025');
    expect(valueKey(header(2024, null, true), reference)).toBe('2024');
  });

  it('mid-year export: current, year and period', () => {
    const reference = exportReference(
      [header(2025, 6), header(2024, null, true), header(2024, 6)],
      null,
    );
    expect(reference).toEqual({ midYear: true, currentYear: 2025 });
    expect(valueKey(header(2025, 6), reference)).toBe('2025_current');
    expect(valueKey(header(2024, null, true), reference)).toBe('2024_year');
    expect(valueKey(header(2024, null), reference)).toBe('2024_year');
    expect(valueKey(header(2024, 12), reference)).toBe('2024_year');
    expect(valueKey(header(2024, 6), reference)).toBe('2024_period');
  });

  it('a stated period that is not December makes bare years a mid-year export', () => {
    const reference = exportReference([header(2025, null), header(2024, null)], {
      year: 2025,
      month: 6,
    });
    expect(valueKey(header(2025, null), reference)).toBe('2025_current');
    expect(valueKey(header(2024, null), reference)).toBe('2024_year');
    expect(exportReference([header(2025, null)], { year: 2025, month: 12 })).toEqual({
      midYear: false,
    });
  });

  it('the amount is the current column, else the newest year', () => {
    const column = (key: string, year: number) => ({ column: 0, key, header: header(year, null) });
    expect(currentKey([column('2024_year', 2024), column('2025_current', 2025)])).toBe(
      '2025_current',
    );
    expect(currentKey([column('2024', 2024), column('2025', 2025)])).toBe('2025');
    expect(currentKey([])).toBeNull();
  });
});
