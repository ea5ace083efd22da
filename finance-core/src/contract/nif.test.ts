import { describe, expect, it } from 'vitest';
import { isValidNif, nifError, nifSchema, NIF_INVALID, NIF_TOO_SHORT } from './nif';

describe('NIF', () => {
  it('accepts the NIFs of the sample companies', () => {
    expect(isValidNif('509442013')).toBe(true);
    expect(isValidNif('516073486')).toBe(true);
  });

  it('refuses a wrong check digit, non-digits and other lengths', () => {
    expect(isValidNif('509442014')).toBe(false);
    expect(isValidNif('50944201a')).toBe(false);
    expect(isValidNif('5094420133')).toBe(false);
  });

  it('maps a remainder giving 10 or 11 to check digit 0', () => {
    // 10000001: 1×9 + 1×2 = 11, remainder 0, 11 − 0 = 11 → check digit 0.
    expect(isValidNif('100000010')).toBe(true);
    expect(isValidNif('100000011')).toBe(false);
  });

  it('says "pelo menos 9 dígitos" below nine digits and "inválido" otherwise', () => {
    expect(nifError('50944201')).toBe(NIF_TOO_SHORT);
    expect(nifError('')).toBe(NIF_TOO_SHORT);
    expect(nifError('509442014')).toBe(NIF_INVALID);
    expect(nifError('5094420130')).toBe(NIF_INVALID);
    expect(nifError('50944201x')).toBe(NIF_INVALID);
    expect(nifError('509 442 013')).toBeNull();
  });

  it('normalises spaces in the schema', () => {
    expect(nifSchema.parse(' 509 442 013 ')).toBe('509442013');
    expect(nifSchema.safeParse('123').error?.issues[0]?.message).toBe(NIF_TOO_SHORT);
  });
});
