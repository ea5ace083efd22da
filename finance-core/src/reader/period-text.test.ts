import { describe, expect, it } from 'vitest';
import {
  formatPeriod,
  periodFromDate,
  periodFromFileName,
  periodFromText,
  periodsInText,
} from './period-text';

describe('periodFromText', () => {
  it('reads every form docs/workbook-format.md lists', () => {
    expect(periodFromText('Dezembro 2025')).toEqual({ year: 2025, month: 12 });
    expect(periodFromText('Dez/2025')).toEqual({ year: 2025, month: 12 });
    expect(periodFromText('12/2025')).toEqual({ year: 2025, month: 12 });
    expect(periodFromText('2025-12')).toEqual({ year: 2025, month: 12 });
    expect(periodFromText('31/12/2025')).toEqual({ year: 2025, month: 12 });
  });

  it('reads near variants and the end of a range', () => {
    expect(periodFromText('março de 2026')).toEqual({ year: 2026, month: 3 });
    expect(periodFromText('MARCO 2026')).toEqual({ year: 2026, month: 3 });
    expect(periodFromText('2025-06-30')).toEqual({ year: 2025, month: 6 });
    expect(periodFromText('30.06.2025')).toEqual({ year: 2025, month: 6 });
    expect(periodFromText('de 01/01/2025 a 30/09/2025')).toEqual({ year: 2025, month: 9 });
  });

  it('finds nothing in other texts', () => {
    for (const text of ['2025', 'ano 2025', '13/2025', '2025-00', 'primeiro semestre', '123/2025'])
      expect(periodFromText(text), text).toBeNull();
  });

  it('lists every month in order', () => {
    expect(periodsInText('Jun/2025 vs Jun/2024')).toEqual([
      { year: 2025, month: 6 },
      { year: 2024, month: 6 },
    ]);
  });
});

describe('periodFromFileName', () => {
  it('reads each form, in the order of docs/workbook-format.md', () => {
    expect(periodFromFileName('myreport-2025-12.xlsx')).toEqual({ year: 2025, month: 12 });
    expect(periodFromFileName('myreport_202512.xlsx')).toEqual({ year: 2025, month: 12 });
    expect(periodFromFileName('myreport 12-2025.xlsx')).toEqual({ year: 2025, month: 12 });
    expect(periodFromFileName('Dez2025.xlsx')).toEqual({ year: 2025, month: 12 });
    expect(periodFromFileName('Dezembro_2025.xlsx')).toEqual({ year: 2025, month: 12 });
    expect(periodFromFileName('/tmp/uploads/x-2025-06.xlsx')).toEqual({ year: 2025, month: 6 });
  });

  it('ignores digits that are no period', () => {
    for (const name of [
      'dre-2024-2025.xlsx',
      'nif-509442013.xlsx',
      'dre-2025-13.xlsx',
      '20251231.xlsx',
      'lusitana.xlsx',
    ])
      expect(periodFromFileName(name), name).toBeNull();
  });
});

describe('helpers', () => {
  it('formats AAAA-MM and reads date cells in UTC', () => {
    expect(formatPeriod({ year: 2025, month: 6 })).toBe('2025-06');
    expect(periodFromDate(new Date(Date.UTC(2025, 11, 31)))).toEqual({ year: 2025, month: 12 });
  });
});
