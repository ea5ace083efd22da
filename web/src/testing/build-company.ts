import type { Company } from '@risema/finance-core/contract';

/** A valid contract company for tests that need one without a server. */
export function buildCompany(overrides: Partial<Company> = {}): Company {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    name: 'Empresa, Lda',
    taxId: '507718666',
    managerId: null,
    managerName: null,
    managerEmail: null,
    accountantId: null,
    accountantName: null,
    licenseId: null,
    isActive: true,
    documentCount: 0,
    createdAt: now,
    updatedAt: now,
    lastUploadDate: null,
    dataPeriod: null,
    ...overrides,
  };
}
