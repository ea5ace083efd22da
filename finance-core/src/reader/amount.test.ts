import { describe, expect, it } from 'vitest';
import { parseAmount, parseAmountText } from './amount';

describe('parseAmountText', () => {
  it('reads Portuguese notation', () => {
    expect(parseAmountText('1.234,56')).toBe(1234.56);
    expect(parseAmountText('1234,56')).toBe(1234.56);
    expect(parseAmountText('1.234.567,8')).toBe(1234567.8);
    expect(parseAmountText('0,5')).toBe(0.5);
    expect(parseAmountText('1.234')).toBe(1234);
  });

  it('reads negatives: a minus before or after, parentheses, the minus sign', () => {
    expect(parseAmountText('-1.234,56')).toBe(-1234.56);
    expect(parseAmountText('(1.234,56)')).toBe(-1234.56);
    expect(parseAmountText('1.234,56-')).toBe(-1234.56);
    expect(parseAmountText('−12,5')).toBe(-12.5);
    expect(parseAmountText('(0,00)')).toBe(0);
    expect(Object.is(parseAmountText('(0,00)'), -0)).toBe(false);
  });

  it('ignores thousands spaces of every kind and the euro sign on either side', () => {
    expect(parseAmountText('1 234,56')).toBe(1234.56);
    expect(parseAmountText('1\u00a0234\u00a0567,00')).toBe(1234567);
    expect(parseAmountText('1\u202f234,56')).toBe(1234.56);
    expect(parseAmountText('€ 1.234,56')).toBe(1234.56);
    expect(parseAmountText('1.234,56 €')).toBe(1234.56);
    expect(parseAmountText('-€1.234,56')).toBe(-1234.56);
    expect(parseAmountText('(1.234,56 €)')).toBe(-1234.56);
    expect(parseAmountText('1.234,56 EUR')).toBe(1234.56);
  });

  it('reads dashes and nothing as 0', () => {
    for (const text of ['-', '—', '–', '', '   ', '€']) expect(parseAmountText(text), text).toBe(0);
  });

  it('reads a percentage as a fraction and a dot without comma as a decimal point', () => {
    expect(parseAmountText('15,23 %')).toBe(0.1523);
    expect(parseAmountText('12.5')).toBe(12.5);
    expect(parseAmountText('0.1523')).toBe(0.1523);
  });

  it('refuses what is no amount', () => {
    for (const text of ['n/d', 'abc', '1,234.56', '1.23.4', '12,3,4', '()', '1e5', '--5'])
      expect(parseAmountText(text), text).toBeNull();
  });
});

describe('parseAmount', () => {
  it('takes numbers as they are, an empty cell as 0 and refuses dates and booleans', () => {
    expect(parseAmount(-12.5)).toBe(-12.5);
    expect(parseAmount(null)).toBe(0);
    expect(parseAmount('1.000,00')).toBe(1000);
    expect(parseAmount(true)).toBeNull();
    expect(parseAmount(new Date(0))).toBeNull();
  });
});
