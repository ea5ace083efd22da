import { LICENSE_TIERS, addOneYear } from '@risema/finance-core/contract';
import { readWorkbook } from '@risema/finance-core/reader';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hashPassword } from '../src/auth/password';
import { migrate } from '../src/db/migrate';
import type { StoreLocation } from '../src/db/store';
import { openStore } from '../src/db/store';
import { migrations } from '../src/migrations';
import { createRepositories } from '../src/repositories';
import type { PeriodSections } from '../src/repositories';
import { keepFinancialDataAnswer } from '../src/routes/financial-data';
import { periodSections } from '../src/routes/period-sections';

export interface SeededBench {
  accountants: { email: string; companyIds: string[] }[];
  periods: string[];
  password: string;
}

/**
 * Seeds the store through the repositories (not over HTTP, to be quick): one business
 * licence per accountant, `companies` companies split among `accountants`, each with `periods`
 * periods (the months before December 2025, newest first, or the periods listed) holding the
 * statements of a real sample workbook.
 */
export async function seedBench(options: {
  location: StoreLocation;
  sampleFile: string;
  accountants: number;
  companies: number;
  periods: number | readonly string[];
}): Promise<SeededBench> {
  const store = openStore(options.location);
  await store.dialect.exclusive(store.db, 'startup', (tx) =>
    migrate(tx, store.dialect, migrations),
  );
  const repositories = createRepositories(store);
  const password = 'bench-password';
  // One hash for every seeded account: hashing 500 managers would only measure scrypt.
  const passwordHash = await hashPassword(password);
  const parsed = readWorkbook(new Uint8Array(readFileSync(options.sampleFile)), 'sample.xlsx');
  const sections: PeriodSections = periodSections({
    balanceSheet: parsed.balanceSheet,
    incomeStatement: parsed.incomeStatement,
    externalServices: parsed.externalServices,
    financialRatios: parsed.financialRatios,
  });
  const periods =
    typeof options.periods === 'number'
      ? Array.from({ length: options.periods }, (_, i) => {
          const year = 2025 - Math.floor(i / 12);
          return `${year}-${String(12 - (i % 12)).padStart(2, '0')}`;
        })
      : [...options.periods];

  const now = new Date();
  const accountants: SeededBench['accountants'] = [];
  const perAccountant = Math.ceil(options.companies / options.accountants);
  let created = 0;
  for (let a = 0; a < options.accountants; a++) {
    const licenseId = randomUUID();
    const email = `bench-contabilista-${a}@risema.test`;
    const result = await repositories.users.create(
      {
        id: randomUUID(),
        name: `Contabilista ${a}`,
        email,
        passwordHash,
        role: 'accountant',
        isActive: true,
        licenseId,
        mustChangePassword: false,
      },
      {
        id: licenseId,
        officeName: `Escritório ${a}`,
        tier: 'business',
        maxCompanies: LICENSE_TIERS.business.maxCompanies,
        price: LICENSE_TIERS.business.price,
        activationDate: now.toISOString(),
        expiryDate: addOneYear(now).toISOString(),
        isActive: true,
      },
    );
    if (!result.ok) throw new Error(`seeding accountant ${a}: ${result.reason}`);
    const companyIds: string[] = [];
    for (let c = 0; c < perAccountant && created < options.companies; c++, created++) {
      const id = randomUUID();
      const company = await repositories.companies.create({
        id,
        name: `Empresa ${created}, Lda`,
        taxId: '509442013',
        accountantId: result.user.id,
        licenseId,
        maxCompanies: LICENSE_TIERS.business.maxCompanies,
        managerEmail: `bench-gestor-${created}@risema.test`,
        newManager: { id: randomUUID(), name: `Gestor ${created}`, passwordHash },
      });
      if (!company.ok) throw new Error(`seeding company ${created}: ${company.reason}`);
      for (const period of periods) {
        await repositories.periods.importPeriod(id, period, sections);
        // As a confirm does: the period's compressed answer is made once per write.
        await keepFinancialDataAnswer(repositories, id, period);
      }
      companyIds.push(id);
    }
    accountants.push({ email, companyIds });
  }
  await store.close();
  return { accountants, periods, password };
}
