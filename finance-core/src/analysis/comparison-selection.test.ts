import { describe, expect, it } from 'vitest';
import { defaultComparisonSelection } from './comparison-selection';

describe('defaultComparisonSelection', () => {
  it('the latest period and the same month a year before, when stored', () => {
    expect(defaultComparisonSelection(['2024-12', '2025-06', '2025-12'])).toEqual([
      '2025-12',
      '2024-12',
    ]);
    expect(defaultComparisonSelection(['2024-06', '2025-03', '2024-12', '2025-06'])).toEqual([
      '2025-06',
      '2024-06',
    ]);
  });

  it('else the two newest periods of equal length', () => {
    // 2026-03 has no March 2025; 2025-12 and 2024-12 both cover 12 months.
    expect(defaultComparisonSelection(['2024-12', '2025-06', '2025-12', '2026-03'])).toEqual([
      '2025-12',
      '2024-12',
    ]);
    // Equal length across other years (June 2023 beside June 2025, no June 2024).
    expect(defaultComparisonSelection(['2023-06', '2025-06', '2025-12'])).toEqual([
      '2025-06',
      '2023-06',
    ]);
  });

  it('else the two newest; with fewer than two stored, what there is', () => {
    expect(defaultComparisonSelection(['2025-03', '2025-06', '2025-12'])).toEqual([
      '2025-12',
      '2025-06',
    ]);
    expect(defaultComparisonSelection(['2025-12'])).toEqual(['2025-12']);
    expect(defaultComparisonSelection([])).toEqual([]);
  });

  it('starts from the given latest period (the default one, not a newer simulation)', () => {
    const periods = ['2025-03', '2025-12', '2026-03', '2024-12'];
    // Newest is the 2026-03 simulation, whose March 2025 is stored …
    expect(defaultComparisonSelection(periods)).toEqual(['2026-03', '2025-03']);
    // … but the screens start from the latest real period.
    expect(defaultComparisonSelection(periods, '2025-12')).toEqual(['2025-12', '2024-12']);
    // A latest period that is not stored is ignored.
    expect(defaultComparisonSelection(periods, '2027-01')).toEqual(['2026-03', '2025-03']);
  });
});
