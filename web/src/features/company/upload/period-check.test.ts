import { describe, expect, it } from 'vitest';
import { currentPeriod, futurePeriodMessage, periodPreview, periodProblem } from './period-check';

const NOW = new Date(2026, 10, 23, 12, 0);

describe('period of an upload', () => {
  it('accepts AAAA-MM up to the current month and refuses the month after', () => {
    expect(currentPeriod(NOW)).toBe('2026-11');
    expect(periodProblem('2025-06', NOW)).toBeNull();
    expect(periodProblem('2026-11', NOW)).toBeNull();
    expect(periodProblem('2026-12', NOW)).toBe(futurePeriodMessage(NOW));
    expect(futurePeriodMessage(NOW)).toBe(
      'O período não pode ser posterior ao mês atual (novembro de 2026)',
    );
  });

  it('refuses anything but four digits, a dash and a month', () => {
    for (const bad of ['2025', '2025-13', '2025-6', 'junho 2025', '']) {
      expect(periodProblem(bad, NOW)).toBe('Período inválido: use o formato AAAA-MM');
    }
  });

  it('previews a readable month and year', () => {
    expect(periodPreview('2025-06')).toBe('junho de 2025');
    expect(periodPreview('2025-6')).toBeNull();
  });
});
