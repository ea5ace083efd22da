import { describe, expect, it } from 'vitest';
import {
  daysElapsed,
  latestPeriod,
  monthYearLabel,
  normalizePeriod,
  parsePeriod,
  periodLabel,
  periodNumericLabel,
  periodTitle,
  previousYearPartner,
  previousYearPeriod,
  sameMonthsLastYear,
  sortPeriodsNewestFirst,
} from './periods';

describe('periods', () => {
  it('parses AAAA-MM, reads a bare year as December, refuses the rest', () => {
    expect(parsePeriod('2025-06')).toEqual({ year: 2025, month: 6 });
    expect(parsePeriod('2025')).toEqual({ year: 2025, month: 12 });
    expect(parsePeriod('2025-13')).toBeNull();
    expect(parsePeriod('2025-00')).toBeNull();
    expect(parsePeriod('06/2025')).toBeNull();
    expect(normalizePeriod('2024')).toBe('2024-12');
  });

  it('sorts newest first and picks the latest', () => {
    const periods = ['2024-12', '2025-06', '2023-12', '2025-12', 'lixo', '2025'];
    expect(sortPeriodsNewestFirst(periods)).toEqual([
      '2025-12',
      '2025',
      '2025-06',
      '2024-12',
      '2023-12',
      'lixo',
    ]);
    expect(latestPeriod(['2024-12', '2025-03'])).toBe('2025-03');
    expect(latestPeriod([])).toBeNull();
  });

  it('previous year: the latest stored period whose year is one before', () => {
    const stored = ['2023-12', '2024-06', '2024-12', '2025-06', '2025-12'];
    expect(previousYearPeriod(stored, '2025-12')).toBe('2024-12');
    expect(previousYearPeriod(stored, '2025-06')).toBe('2024-12');
    expect(previousYearPeriod(['2024-03', '2024-06'], '2025-12')).toBe('2024-06');
    expect(previousYearPeriod(stored, '2023-12')).toBeNull();
    expect(previousYearPeriod(['2023-12'], '2025-12')).toBeNull();
  });

  it('like for like: the same months of the previous year, else its latest period', () => {
    const stored = ['2024-06', '2024-12', '2025-03', '2025-06', '2025-12'];
    expect(sameMonthsLastYear(stored, '2025-06')).toBe('2024-06');
    expect(sameMonthsLastYear(stored, '2025-03')).toBeNull();
    expect(sameMonthsLastYear(stored, '2024-12')).toBeNull();
    expect(sameMonthsLastYear(stored, 'junho')).toBeNull();
    expect(previousYearPartner(stored, '2025-06')).toBe('2024-06');
    expect(previousYearPartner(stored, '2025-03')).toBe('2024-12');
    expect(previousYearPartner(stored, '2024-12')).toBeNull();
  });

  it('labels periods in Portuguese', () => {
    expect(periodLabel('2025-06')).toBe('junho de 2025');
    expect(periodLabel('2025')).toBe('dezembro de 2025');
    expect(periodLabel('2026-03')).toBe('março de 2026');
    expect(periodTitle('2025-12')).toBe('Dezembro 2025');
    expect(periodTitle('2026-03')).toBe('Março 2026');
    expect(periodTitle('2024')).toBe('Dezembro 2024');
    expect(periodTitle('lixo')).toBe('lixo');
    expect(periodNumericLabel('2025-06')).toBe('06/2025');
    expect(monthYearLabel(6, 2024)).toBe('Jun/2024');
    expect(monthYearLabel(12, 2025)).toBe('Dez/2025');
  });

  it('counts the days elapsed for year-to-date bases, 365 for December', () => {
    expect(daysElapsed({ year: 2025, month: 6 })).toBe(181);
    expect(daysElapsed({ year: 2024, month: 6 })).toBe(182);
    expect(daysElapsed({ year: 2026, month: 3 })).toBe(90);
    expect(daysElapsed({ year: 2025, month: 1 })).toBe(31);
    expect(daysElapsed({ year: 2024, month: 12 })).toBe(365);
  });
});
