import { describe, expect, it } from 'vitest';
import { licenseStateLabel } from './license-badge';

const now = new Date('2026-11-23T12:00:00.000Z');

describe('licence state label', () => {
  it("follows finance-core's rule: expired from the date, whatever isActive says", () => {
    expect(licenseStateLabel({ isActive: true, expiryDate: '2027-01-01T00:00:00.000Z' }, now)).toBe(
      'Ativa',
    );
    expect(
      licenseStateLabel({ isActive: false, expiryDate: '2027-01-01T00:00:00.000Z' }, now),
    ).toBe('Inativa');
    expect(licenseStateLabel({ isActive: true, expiryDate: '2026-11-22T00:00:00.000Z' }, now)).toBe(
      'Expirada',
    );
    expect(
      licenseStateLabel({ isActive: false, expiryDate: '2026-11-22T00:00:00.000Z' }, now),
    ).toBe('Expirada');
  });
});
