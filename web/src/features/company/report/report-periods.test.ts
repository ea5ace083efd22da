import { sampleCompanyPeriods } from '@risema/finance-core/testing';
import { describe, expect, it } from 'vitest';
import type { CompanyPeriod } from '../../../data/queries/use-company-periods';
import { reportPeriods } from './report-periods';

function stored(...names: string[]): CompanyPeriod[] {
  return sampleCompanyPeriods('padaria-lusitana')
    .filter((data) => names.includes(data.period))
    .map((data) => ({ period: data.period, data, hasStatements: true }));
}

describe('reportPeriods', () => {
  it('the period asked for and the same months of the year before', () => {
    expect(reportPeriods(stored('2025-12', '2025-06', '2024-12'), '2025-12')).toEqual({
      period: '2025-12',
      partner: '2024-12',
      simulation: false,
    });
  });

  it("without the same months, the previous year's latest period; none: no Comparativo", () => {
    expect(reportPeriods(stored('2025-06', '2024-12'), '2025-06').partner).toBe('2024-12');
    expect(reportPeriods(stored('2025-12', '2025-06'), '2025-12').partner).toBeNull();
  });

  it('a period that is not stored has no report; none asked: the latest real one', () => {
    expect(reportPeriods(stored('2025-12'), '2023-12').period).toBeNull();
    expect(reportPeriods(stored('2025-12'), 'lixo').period).toBeNull();
    expect(reportPeriods(stored('2025-12', '2026-03'), null).period).toBe('2025-12');
  });

  it('a simulation is marked, and compared with real data; a real period never with one', () => {
    expect(reportPeriods(stored('2026-03', '2025-12'), '2026-03')).toEqual({
      period: '2026-03',
      partner: '2025-12',
      simulation: true,
    });
    const simulatedLastYear = stored('2025-12', '2026-03').map((item) =>
      item.period === '2026-03' ? { ...item, period: '2024-12' } : item,
    );
    expect(reportPeriods(simulatedLastYear, '2025-12').partner).toBeNull();
  });
});
