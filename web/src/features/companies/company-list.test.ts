import type { Company } from '@risema/finance-core/contract';
import { describe, expect, it } from 'vitest';
import {
  NO_ACCOUNTANT,
  countCompanies,
  filterCompanies,
  groupByAccountant,
  searchable,
} from './company-list';

function company(overrides: Partial<Company>): Company {
  return {
    id: crypto.randomUUID(),
    name: 'Empresa, Lda',
    taxId: '507718666',
    managerId: null,
    managerName: null,
    managerEmail: null,
    accountantId: 'acc-1',
    accountantName: 'Ana Contabilista',
    licenseId: null,
    isActive: true,
    documentCount: 0,
    createdAt: '2026-03-10T10:00:00.000Z',
    updatedAt: '2026-03-10T10:00:00.000Z',
    lastUploadDate: null,
    dataPeriod: null,
    ...overrides,
  };
}

const padaria = company({ name: 'Padaria Lusitânia, Lda', taxId: '509442013' });
const cafe = company({
  name: 'Café Central',
  taxId: '507718666',
  accountantId: 'acc-2',
  accountantName: 'João Gonçalves',
});
const orfa = company({ name: 'Órfã, SA', accountantId: null, accountantName: null });
const list = searchable([padaria, cafe, orfa]);

describe('company search', () => {
  it.each([
    ['lusitania', [padaria]],
    ['CAFE', [cafe]],
    ['goncalves', [cafe]],
    ['orfa', [orfa]],
    ['509 442', [padaria]],
    ['ana contab', [padaria]],
    ['', [padaria, cafe, orfa]],
    ['inexistente', []],
  ])('"%s" finds the right companies, ignoring case and accents', (query, expected) => {
    expect(filterCompanies(list, query)).toEqual(expected);
  });
});

describe('company counters and groups', () => {
  it('counts total, active, with documents and created this month', () => {
    const now = new Date('2026-03-20T12:00:00Z');
    const companies = [
      padaria,
      company({ isActive: false, documentCount: 2, createdAt: '2026-02-27T10:00:00.000Z' }),
      company({ documentCount: 1 }),
    ];
    expect(countCompanies(companies, now)).toEqual({
      total: 3,
      active: 2,
      withDocuments: 2,
      createdThisMonth: 2,
    });
  });

  it("groups an admin's list by accountant, those without one last as Sem contabilista", () => {
    const groups = groupByAccountant([orfa, padaria, cafe]);
    expect(groups.map((group) => [group.title, group.companies.length])).toEqual([
      ['Ana Contabilista', 1],
      ['João Gonçalves', 1],
      [NO_ACCOUNTANT, 1],
    ]);
  });
});
