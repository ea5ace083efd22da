import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from '../db/migrate';
import type { Db } from '../db/open';
import { openDatabase } from '../db/open';
import { migrations } from '../migrations';
import type { Repositories } from './index';
import { createRepositories } from './index';

/** A migrated database in a temporary directory, for repository tests. */
export function repositoryTestDb(): { db: Db; repositories: Repositories; dispose: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'risema-repo-'));
  const db = openDatabase(dir);
  migrate(db, migrations);
  return {
    db,
    repositories: createRepositories(db),
    dispose: () => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
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
