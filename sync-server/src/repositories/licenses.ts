/* eslint-disable @typescript-eslint/require-await -- the methods are async so that another store
   (PostgreSQL) can stand behind the same interface; SQLite answers synchronously. */
import type { License, LicenseTier, Quota } from '@risema/finance-core/contract';
import type { Db } from '../db/open';
import type { ChangeLog } from './changes';
import type { LicenseRow } from './rows';
import { LICENSE_COLUMNS, toLicense } from './rows';

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

/** Licences: the offices' plans, their dates and quotas. */
export class LicenseRepository {
  readonly #byId;
  readonly #all;
  readonly #insert;
  readonly #countCompanies;

  constructor(
    private readonly db: Db,
    private readonly changes: ChangeLog,
  ) {
    this.#byId = db.prepare<[string], LicenseRow>(
      `SELECT ${LICENSE_COLUMNS} FROM licenses WHERE id = ?`,
    );
    this.#all = db.prepare<[], LicenseRow>(
      `SELECT ${LICENSE_COLUMNS} FROM licenses ORDER BY created_at, id`,
    );
    this.#insert = db.prepare(
      `INSERT INTO licenses (id, office_name, tier, max_companies, price, activation_date,
         expiry_date, is_active, created_at, updated_at, seq)
       VALUES (@id, @officeName, @tier, @maxCompanies, @price, @activationDate, @expiryDate,
         @isActive, @now, @now, @seq)`,
    );
    // The office's quota: companies of every accountant linked to the licence.
    this.#countCompanies = db
      .prepare<[string], number>(
        `SELECT COUNT(*) FROM companies c JOIN users a ON a.id = c.accountant_id
         WHERE a.license_id = ?`,
      )
      .pluck();
  }

  async findById(id: string, now = new Date()): Promise<License | null> {
    const row = this.#byId.get(id);
    return row ? toLicense(row, now) : null;
  }

  async list(now = new Date()): Promise<License[]> {
    return this.#all.all().map((row) => toLicense(row, now));
  }

  async create(license: NewLicense): Promise<License> {
    return this.db.transaction(() => {
      this.insert(license, this.changes.next());
      return this.#get(license.id);
    })();
  }

  /** Inserts within the caller's transaction (also used when creating an accountant). */
  insert(license: NewLicense, seq: number): void {
    const now = new Date().toISOString();
    this.#insert.run({ ...license, isActive: license.isActive ? 1 : 0, now, seq });
    this.changes.revive('license', license.id);
  }

  /** Applies changes; the licence's users carry its details, so they change too. */
  async update(id: string, changes: LicenseChanges): Promise<License | null> {
    return this.db.transaction(() => {
      if (!this.#byId.get(id)) return null;
      const sets: string[] = [];
      const params: Record<string, string | number | null> = { id };
      const columns = {
        officeName: 'office_name',
        tier: 'tier',
        maxCompanies: 'max_companies',
        price: 'price',
        expiryDate: 'expiry_date',
        isActive: 'is_active',
      } as const;
      for (const key of Object.keys(columns) as (keyof typeof columns)[]) {
        const value = changes[key];
        if (value === undefined) continue;
        sets.push(`${columns[key]} = @${key}`);
        params[key] = typeof value === 'boolean' ? (value ? 1 : 0) : value;
      }
      const seq = this.changes.next();
      params.seq = seq;
      params.now = new Date().toISOString();
      sets.push('updated_at = @now', 'seq = @seq');
      this.db.prepare(`UPDATE licenses SET ${sets.join(', ')} WHERE id = @id`).run(params);
      this.db.prepare('UPDATE users SET seq = ? WHERE license_id = ?').run(seq, id);
      return this.#get(id);
    })();
  }

  /**
   * Deletes a licence. Its accountants lose the link (their companies and data stay); what they
   * may see changed, so their next sync starts over.
   */
  async delete(id: string): Promise<boolean> {
    return this.db.transaction(() => {
      if (!this.#byId.get(id)) return false;
      const seq = this.changes.next();
      const now = new Date().toISOString();
      this.db
        .prepare(
          `UPDATE companies SET seq = @seq WHERE accountant_id IN
             (SELECT id FROM users WHERE license_id = @id)`,
        )
        .run({ seq, id });
      this.db
        .prepare(
          `UPDATE users SET license_id = NULL, seq = @seq, updated_at = @now,
             visibility_epoch = visibility_epoch + 1
           WHERE license_id = @id`,
        )
        .run({ seq, id, now });
      this.db.prepare('DELETE FROM licenses WHERE id = ?').run(id);
      this.changes.tombstone(seq, 'license', id, { adminVisible: true });
      return true;
    })();
  }

  /** The office's quota: companies of its accountants against the licence's limit. */
  async quota(id: string): Promise<Quota | null> {
    const row = this.#byId.get(id);
    if (!row) return null;
    return {
      current: this.#countCompanies.get(id) ?? 0,
      limit: row.max_companies,
      tier: row.tier,
    };
  }

  /** Companies counted against a licence (inside a transaction for the quota check). */
  companyCount(id: string): number {
    return this.#countCompanies.get(id) ?? 0;
  }

  #get(id: string): License {
    const row = this.#byId.get(id);
    if (!row) throw new Error('licence vanished inside its transaction');
    return toLicense(row, new Date());
  }
}
