import { describe, expect, it } from 'vitest';
import { EMPTY_VALUE } from './number-format';
import { formatByUnit, formatChangeByUnit } from './unit-format';

describe('formatByUnit', () => {
  it('shows each unit its own way', () => {
    expect(formatByUnit(0.4823, 'percent')).toBe('48,23%');
    expect(formatByUnit(27.29, 'days')).toBe('27 dias');
    expect(formatByUnit(4556.77, 'euros')).toBe('4\u00a0557\u00a0€');
    expect(formatByUnit(null, 'percent')).toBe(EMPTY_VALUE);
  });

  it('shows changes in points, days or euros, signed', () => {
    expect(formatChangeByUnit(0.0254, 'percent')).toBe('+2,5 p.p.');
    expect(formatChangeByUnit(0.53, 'days')).toBe('+0,5 dias');
    expect(formatChangeByUnit(-1200, 'euros')).toBe('-1\u00a0200\u00a0€');
    expect(formatChangeByUnit(Number.NaN, 'days')).toBe(EMPTY_VALUE);
  });
});
