import { describe, expect, it } from 'vitest';
import {
  EMPTY_VALUE,
  formatDays,
  formatDaysVariation,
  formatDecimal,
  formatEuroVariation,
  formatEuros,
  formatPercent,
  formatPointsVariation,
  formatVariation,
} from './number-format';

// pt-PT separates thousands with a no-break space.
const nbsp = '\u00a0';

describe('formatEuros', () => {
  it('shows whole euros with pt-PT grouping and the sign after the number', () => {
    expect(formatEuros(1234)).toBe(`1${nbsp}234${nbsp}€`);
    expect(formatEuros(1286756.06)).toBe(`1${nbsp}286${nbsp}756${nbsp}€`);
    expect(formatEuros(999.5)).toBe(`1${nbsp}000${nbsp}€`);
    expect(formatEuros(-12345.4)).toBe(`-12${nbsp}345${nbsp}€`);
  });

  it('never shows a negative zero', () => {
    expect(formatEuros(-0)).toBe(`0${nbsp}€`);
    expect(formatEuros(-0.4)).toBe(`0${nbsp}€`);
  });

  it('shows — for what is not a number', () => {
    for (const value of [null, undefined, Number.NaN, Infinity, -Infinity]) {
      expect(formatEuros(value)).toBe(EMPTY_VALUE);
    }
  });
});

describe('formatPercent', () => {
  it('multiplies fractions by 100 and keeps 2 decimals', () => {
    expect(formatPercent(0.1523)).toBe('15,23%');
    expect(formatPercent(1.3811)).toBe('138,11%');
    expect(formatPercent(-0.0029)).toBe('-0,29%');
    expect(formatPercent(0)).toBe('0,00%');
    expect(formatPercent(-0.000001)).toBe('0,00%');
    expect(formatPercent(0 / 0)).toBe(EMPTY_VALUE);
    expect(formatPercent(1 / 0)).toBe(EMPTY_VALUE);
  });
});

describe('formatVariation', () => {
  it('signs and keeps 1 decimal', () => {
    expect(formatVariation(0.0549)).toBe('+5,5%');
    expect(formatVariation(-0.2)).toBe('-20,0%');
    expect(formatVariation(0)).toBe('0,0%');
    expect(formatVariation(0.00049)).toBe('0,0%');
    expect(formatVariation(-0.00049)).toBe('0,0%');
    expect(formatVariation(12.345)).toBe(`+1${nbsp}234,5%`);
    expect(formatVariation(null)).toBe(EMPTY_VALUE);
  });

  it('shows percentage points for changes of a percentage', () => {
    expect(formatPointsVariation(0.025)).toBe('+2,5 p.p.');
    expect(formatPointsVariation(-0.0594)).toBe('-5,9 p.p.');
    expect(formatPointsVariation(Number.NaN)).toBe(EMPTY_VALUE);
  });

  it('signs euro variations', () => {
    expect(formatEuroVariation(70545.8)).toBe(`+70${nbsp}546${nbsp}€`);
    expect(formatEuroVariation(-5)).toBe(`-5${nbsp}€`);
    expect(formatEuroVariation(0.2)).toBe(`0${nbsp}€`);
  });
});

describe('formatDays', () => {
  it('shows whole days', () => {
    expect(formatDays(27.54)).toBe('28 dias');
    expect(formatDays(1.2)).toBe('1 dia');
    expect(formatDays(0)).toBe('0 dias');
    expect(formatDays(1234.4)).toBe(`1${nbsp}234 dias`);
    expect(formatDays(Infinity)).toBe(EMPTY_VALUE);
    expect(formatDaysVariation(0.27)).toBe('+0,3 dias');
    expect(formatDaysVariation(-1)).toBe('-1,0 dia');
  });

  it('formats plain decimals', () => {
    expect(formatDecimal(1234.567, 2)).toBe(`1${nbsp}234,57`);
    expect(formatDecimal(-0.001, 2)).toBe('0,00');
  });

  it('writes every number as Intl.NumberFormat pt-PT does, always grouped', () => {
    const reference = (decimals: number, style: 'decimal' | 'currency') =>
      new Intl.NumberFormat('pt-PT', {
        style,
        ...(style === 'currency' ? { currency: 'EUR' } : {}),
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
        useGrouping: true,
      });
    const round = (value: number, decimals: number) => {
      const factor = 10 ** decimals;
      const result = (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
      return result === 0 ? 0 : result;
    };
    // A fixed pseudo-random sequence over every magnitude up to 10^17 (past the plain limit).
    let seed = 20_261_126;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let step = 0; step < 5000; step++) {
      const magnitude = 10 ** Math.floor(next() * 18 - 3);
      const value = (next() - 0.5) * 2 * magnitude;
      for (const decimals of [0, 1, 2]) {
        expect(formatDecimal(value, decimals)).toBe(
          reference(decimals, 'decimal').format(round(value, decimals)),
        );
      }
      expect(formatEuros(value)).toBe(reference(0, 'currency').format(round(value, 0)));
    }
    for (const value of [0.5, 1.005, 2.675, 999.5, 9999.995, 123_456.785, -0.5, -1_000_000]) {
      expect(formatDecimal(value, 2)).toBe(reference(2, 'decimal').format(round(value, 2)));
      expect(formatEuros(value)).toBe(reference(0, 'currency').format(round(value, 0)));
    }
  });
});
