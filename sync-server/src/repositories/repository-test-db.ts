import type { Store, StoreLocation } from '../db/store';
import type { TestStoreKind } from '../testing/test-stores';
import { openTestStore } from '../testing/test-stores';
import type { Repositories } from './index';
import { createRepositories } from './index';

/** A migrated store of a kind for repository tests, with its repositories. */
export async function repositoryTestDb(kind: TestStoreKind): Promise<{
  store: Store;
  location: StoreLocation;
  repositories: Repositories;
  dispose: () => Promise<void>;
}> {
  const { store, location, dispose } = await openTestStore(kind);
  return { store, location, repositories: createRepositories(store), dispose };
}

/** An accountant with a licence and one company with its manager; answers the company's id. */
export async function createTestCompany(repositories: Repositories): Promise<string> {
  const licenseId = crypto.randomUUID();
  const accountant = await repositories.users.create(
    {
      id: crypto.randomUUID(),
      name: 'C',
      email: `c-${licenseId}@risema.test`,
      passwordHash: 'x',
      role: 'accountant',
      isActive: true,
      licenseId,
      mustChangePassword: false,
    },
    {
      id: licenseId,
      officeName: 'E',
      tier: null,
      maxCompanies: 5,
      price: null,
      activationDate: new Date().toISOString(),
      expiryDate: new Date(Date.now() + 86_400_000).toISOString(),
      isActive: true,
    },
  );
  if (!accountant.ok) throw new Error(accountant.reason);
  const companyId = crypto.randomUUID();
  const company = await repositories.companies.create({
    id: companyId,
    name: 'Empresa',
    taxId: '509442013',
    accountantId: accountant.user.id,
    licenseId,
    maxCompanies: 5,
    managerEmail: `g-${licenseId}@risema.test`,
    newManager: { id: crypto.randomUUID(), name: 'G', passwordHash: 'x' },
  });
  if (!company.ok) throw new Error(company.reason);
  return companyId;
}
