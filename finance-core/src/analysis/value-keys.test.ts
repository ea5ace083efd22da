import { describe, expect, it } from 'vitest';
import { statement } from '../testing/period-data';
import {
  FULL_YEAR_LABEL,
  columnDayBase,
  comparableColumn,
  parseValueKey,
  statementColumns,
  valueKeyLabel,
} from './value-keys';

describe('value keys', () => {
  it('reads the keys of docs/workbook-format.md and the legacy ones', () => {
    expect(parseValueKey('2025')).toEqual({ key: '2025', year: 2025, kind: 'year' });
    expect(parseValueKey('2025_current')?.kind).toBe('current');
    expect(parseValueKey('2024_year')?.kind).toBe('fullYear');
    expect(parseValueKey('2024_period')?.kind).toBe('samePeriod');
    expect(parseValueKey('value2023')).toEqual({ key: 'value2023', year: 2023, kind: 'year' });
    expect(parseValueKey('total')).toBeNull();
  });

  it('labels columns: Jan…Dez abbreviations and `ano completo`', () => {
    expect(valueKeyLabel('2025_current', '2025-06')).toBe('Jun/2025');
    expect(valueKeyLabel('2024_year', '2025-06')).toBe(`2024 (${FULL_YEAR_LABEL})`);
    expect(valueKeyLabel('2024_year', '2025-06')).toBe('2024 (ano completo)');
    expect(valueKeyLabel('2024_period', '2025-06')).toBe('Jun/2024');
    expect(valueKeyLabel('2025_current', '2026-03')).toBe('Mar/2025');
    expect(valueKeyLabel('2025', '2025-12')).toBe('2025');
  });

  it('finds the 2-column mode of a December export', () => {
    const columns = statementColumns(statement(['2025', '2024'], [['71', 'Vendas', 10, 9]]));
    expect(columns).toEqual({ mode: 2, current: '2025', previous: '2024' });
    expect(comparableColumn(columns)).toBe('2024');
  });

  it('finds the 3-column mode of a mid-year DRE/FSE', () => {
    const columns = statementColumns(
      statement(['2025_current', '2024_year', '2024_period'], [['71', 'Vendas', 6, 12, 5]]),
    );
    expect(columns).toEqual({
      mode: 3,
      current: '2025_current',
      previousYear: '2024_year',
      previousPeriod: '2024_period',
    });
    expect(comparableColumn(columns)).toBe('2024_period');
  });

  it('reads a mid-year balance sheet (current and whole previous year) as 2 columns', () => {
    const columns = statementColumns(
      statement(['2025_current', '2024_year'], [['11', 'Caixa', 6, 12]]),
    );
    expect(columns).toEqual({ mode: 2, current: '2025_current', previous: '2024_year' });
  });

  it('copes with no or one column', () => {
    expect(statementColumns([])).toEqual({ mode: 2, current: null, previous: null });
    expect(statementColumns(statement(['2025'], [['71', 'Vendas', 1]]))).toEqual({
      mode: 2,
      current: '2025',
      previous: null,
    });
  });

  it('gives the day base of a column: elapsed days to date, 365 for a whole year', () => {
    expect(columnDayBase('2025_current', '2025-06')).toBe(181);
    expect(columnDayBase('2024_period', '2025-06')).toBe(182);
    expect(columnDayBase('2024_year', '2025-06')).toBe(365);
    expect(columnDayBase('2025', '2025-12')).toBe(365);
    expect(columnDayBase('2024', '2025-12')).toBe(365);
    expect(columnDayBase(null, '2025-06')).toBe(365);
  });
});
