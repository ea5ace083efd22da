import { describe, expect, it } from 'vitest';
import { parseCents } from './amount';

describe('parseCents: SAF-T amounts in integer cents', () => {
  it.each([
    ['0.00', 0],
    ['123', 12_300],
    ['123.4', 12_340],
    ['123.45', 12_345],
    ['  7.05 ', 705],
    ['0.005', 1],
    ['0.004', 0],
    ['1234567890.99', 123_456_789_099],
    ['-10.50', -1_050],
  ])('%s → %i', (text, cents) => {
    expect(parseCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '1,50', '1.2.3', '.', '12a'])('%j is no amount', (text) => {
    expect(parseCents(text)).toBeNull();
  });
});
