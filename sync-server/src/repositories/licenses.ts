import type { License, LicenseTier, Quota } from '@risema/finance-core/contract';
import type { Db } from '../db/dialect-adapter';
import type { Scope } from './scope';
import type { LicenseRow } from './rows';
import { flag, selectLicenses, toLicense } from './rows';

/** A licence to create; dates are ISO instants. */
export interface NewLicense {
  id: string;
  officeName: string;
  tier: LicenseTier | null;
  maxCompanies: number;
  price: number | null;
  activationDate: string;
  expiryDate: string;
  isActive: boolean;
}

/** Fields of a licence that an edit may change. */
export interface LicenseChanges {
  officeName?: string;
  tier?: LicenseTier | null;
  maxCompanies?: number;
  price?: number | null;
  expiryDate?: string;
  isActive?: boolean;
}

function licenseRow(db: Db, id: string): Promise<LicenseRow | undefined> {
  return selectLicenses(db).where('l.id', '=', id).executeTakeFirst();
}

async function getLicense(db: Db, id: string): Promise<License> {
  const row = await licenseRow(db, id);
  if (!row) throw new Error('licence vanished inside its transaction');
  return toLicense(row, new Date());
}

/** Inserts a licence within a write (also used when creating an accountant with one). */
export async function insertLicense(tx: Scope, license: NewLicense, seq: number): Promise<void> {
  const now = new Date().toISOString();
  await tx.db
    .insertInto('licenses')
    .values({
      id: license.id,
      office_name: license.officeName,
      tier: license.tier,
      max_companies: license.maxCompanies,
      price: license.price,
      activation_date: license.activationDate,
      expiry_date: license.expiryDate,
      is_active: flag(license.isActive),
      created_at: now,
      updated_at: now,
      seq,
    })
    .execute();
  await tx.changes.revive('license', license.id);
}

/** Whether a licence exists. */
export async function licenseExists(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('licenses').select('id').where('id', '=', id).executeTakeFirst())
    ? true
    : false;
}

/** The office's quota count: companies of every accountant linked to the licence. */
export async function companyCount(db: Db, licenseId: string): Promise<number> {
  const row = await db
    .selectFrom('companies as c')
    .innerJoin('users as a', 'a.id', 'c.accountant_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('a.license_id', '=', licenseId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Licences: the offices' plans, their dates and quotas. */
export class LicenseRepository {
  constructor(private readonly scope: Scope) {}

  async findById(id: string, now = new Date()): Promise<License | null> {
    const row = await licenseRow(this.scope.db, id);
    return row ? toLicense(row, now) : null;
  }

  async list(now = new Date()): Promise<License[]> {
    const rows = await selectLicenses(this.scope.db)
      .orderBy('l.created_at')
      .orderBy('l.id')
      .execute();
    return rows.map((row) => toLicense(row, now));
  }

  async create(license: NewLicense): Promise<License> {
    return this.scope.write(async (tx, seq) => {
      await insertLicense(tx, license, seq);
      return getLicense(tx.db, license.id);
    });
  }

  /** Applies changes; the licence's users carry its details, so they change too. */
  async update(id: string, changes: LicenseChanges): Promise<License | null> {
    return this.scope.write(async (tx, seq) => {
      if (!(await licenseExists(tx.db, id))) return null;
      await tx.db
        .updateTable('licenses')
        .set({
          office_name: changes.officeName,
          tier: changes.tier,
          max_companies: changes.maxCompanies,
          price: changes.price,
          expiry_date: changes.expiryDate,
          is_active: changes.isActive === undefined ? undefined : flag(changes.isActive),
          updated_at: new Date().toISOString(),
          seq,
        })
        .where('id', '=', id)
        .execute();
      await tx.db.updateTable('users').set({ seq }).where('license_id', '=', id).execute();
      return getLicense(tx.db, id);
    });
  }

  /**
   * Deletes a licence. Its accountants lose the link (their companies and data stay); what they
   * may see changed, so their next sync starts over.
   */
  async delete(id: string): Promise<boolean> {
    return this.scope.write(async (tx, seq) => {
      if (!(await licenseExists(tx.db, id))) return false;
      await tx.db
        .updateTable('companies')
        .set({ seq })
        .where('accountant_id', 'in', (eb) =>
          eb.selectFrom('users').select('id').where('license_id', '=', id),
        )
        .execute();
      await tx.db
        .updateTable('users')
        .set((eb) => ({
          license_id: null,
          seq,
          updated_at: new Date().toISOString(),
          visibility_epoch: eb('visibility_epoch', '+', 1),
        }))
        .where('license_id', '=', id)
        .execute();
      await tx.db.deleteFrom('licenses').where('id', '=', id).execute();
      await tx.changes.tombstone(seq, 'license', id, { adminVisible: true });
      return true;
    });
  }

  /** The office's quota: companies of its accountants against the licence's limit. */
  async quota(id: string): Promise<Quota | null> {
    const row = await licenseRow(this.scope.db, id);
    if (!row) return null;
    return {
      current: await companyCount(this.scope.db, id),
      limit: row.max_companies,
      tier: row.tier,
    };
  }
}
