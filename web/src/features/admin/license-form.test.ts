import { messages } from '@risema/finance-core/contract';
import { describe, expect, it } from 'vitest';
import { todayCalendarDate } from '../../components/date-field';
import { PLAN_OPTIONS, licenseFormSchema, planMaxCompanies } from './license-form';

function issuesOf(input: unknown, unchangedExpiry?: string): Record<string, string> {
  const result = licenseFormSchema(unchangedExpiry).safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
  );
}

describe('licence form (docs/product.md §5 through the contract schema)', () => {
  it('asks for the office and a limit above 0 (empty counts as 0)', () => {
    expect(issuesOf({ officeName: ' ', maxCompanies: '', expiresAt: '2099-01-01' })).toEqual({
      officeName: 'Nome do escritório é obrigatório',
      maxCompanies: 'Número de empresas deve ser maior que 0',
    });
  });

  it('asks for the expiry date, even with a tier', () => {
    expect(issuesOf({ officeName: 'A', maxCompanies: 10 })).toEqual({
      expiresAt: 'Data de expiração é obrigatória',
    });
    expect(issuesOf({ officeName: 'A', maxCompanies: 50, tier: 'professional' })).toEqual({
      expiresAt: 'Data de expiração é obrigatória',
    });
  });

  it('refuses a past date, except the unchanged date of an edited licence', () => {
    const today = todayCalendarDate();
    expect(issuesOf({ officeName: 'A', maxCompanies: 10, expiresAt: '2001-01-01' })).toEqual({
      expiresAt: messages.pastDate,
    });
    expect(issuesOf({ officeName: 'A', maxCompanies: 10, expiresAt: today })).toEqual({});
    expect(
      issuesOf({ officeName: 'A', maxCompanies: 10, expiresAt: '2001-01-01' }, '2001-01-01'),
    ).toEqual({});
  });

  it('offers the tiers of docs/design.md §4.5 and the custom default of 10', () => {
    expect(PLAN_OPTIONS.map((option) => option.label)).toEqual([
      'Professional — 249 €/ano, 50 empresas',
      'Business — 349 €/ano, 100 empresas',
      'Personalizada — 10 empresas por omissão',
    ]);
    expect(planMaxCompanies('professional')).toBe(50);
    expect(planMaxCompanies('business')).toBe(100);
    expect(planMaxCompanies('custom')).toBe(10);
  });
});
