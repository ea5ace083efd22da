/* eslint-disable @typescript-eslint/require-await -- the methods are async so that another store
   (PostgreSQL) can stand behind the same interface; SQLite answers synchronously. */
import type { Company } from '@risema/finance-core/contract';
import type { Db } from '../db/open';
import type { ChangeLog } from './changes';
import type { LicenseRepository } from './licenses';
import type { CompanyRow } from './rows';
import { COMPANY_SELECT, toCompany } from './rows';
import { SeqCache } from './seq-cache';
import type { UserRepository } from './users';

/** Whose companies a caller lists. */
export type CompanyScope =
  { kind: 'all' } | { kind: 'accountant'; userId: string } | { kind: 'manager'; userId: string };

/** A manager account to create when no user has the manager's email. */
export interface NewManager {
  id: string;
  name: string;
  passwordHash: string;
}

export interface NewCompany {
  id: string;
  name: string;
  taxId: string;
  accountantId: string;
  /** The accountant's licence and its limit, checked inside the transaction. */
  licenseId: string;
  maxCompanies: number;
  managerEmail: string;
  /** Required when no user has `managerEmail`. */
  newManager?: NewManager;
}

export type CreateCompanyResult =
  | { ok: true; company: Company; created: boolean }
  | { ok: false; reason: 'quota' | 'id-taken' | 'email-taken' };

export interface CompanyUpdate {
  name: string;
  taxId: string;
  managerEmail?: string;
  managerName?: string;
  managerPasswordHash?: string;
  /** Used when the manager's email is new and the current manager cannot simply take it. */
  newManager?: NewManager;
}

export type UpdateCompanyResult =
  { ok: true; company: Company } | { ok: false; reason: 'not-found' | 'email-taken' };

/** Who a company belongs to and whether it is active: all a permission check needs. */
export type CompanyOwners = Pick<Company, 'accountantId' | 'managerId' | 'isActive'>;

interface ManagerRow {
  id: string;
  role: string;
  email: string;
  /** The office (licence) a manager account belongs to. */
  manager_office_id: string | null;
}

/** Client companies, their manager link and their summary figures. */
export class CompanyRepository {
  readonly #byId;
  readonly #all;
  readonly #byAccountant;
  readonly #byManager;
  readonly #owners;
  readonly #ownersCache = new SeqCache<CompanyOwners | null>(10_000);
  readonly #userByEmail;
  readonly #insert;
  readonly #managedCount;

  constructor(
    private readonly db: Db,
    private readonly changes: ChangeLog,
    private readonly users: UserRepository,
    private readonly licenses: LicenseRepository,
  ) {
    const order = 'ORDER BY c.created_at, c.id';
    this.#byId = db.prepare<[string], CompanyRow>(`${COMPANY_SELECT} WHERE c.id = ?`);
    this.#all = db.prepare<[], CompanyRow>(`${COMPANY_SELECT} ${order}`);
    this.#owners = db
      .prepare<[string], [string | null, string | null, number]>(
        'SELECT accountant_id, manager_id, is_active FROM companies WHERE id = ?',
      )
      .raw();
    this.#byAccountant = db.prepare<[string], CompanyRow>(
      `${COMPANY_SELECT} WHERE c.accountant_id = ? ${order}`,
    );
    this.#byManager = db.prepare<[string], CompanyRow>(
      `${COMPANY_SELECT} WHERE c.manager_id = ? ${order}`,
    );
    this.#userByEmail = db.prepare<[string], ManagerRow>(
      'SELECT id, role, email, manager_office_id FROM users WHERE email = ?',
    );
    this.#insert = db.prepare(
      `INSERT INTO companies (id, name, tax_id, manager_id, accountant_id, is_active,
         created_at, updated_at, seq)
       VALUES (@id, @name, @taxId, @managerId, @accountantId, 1, @now, @now, @seq)`,
    );
    this.#managedCount = db
      .prepare<[string], number>('SELECT COUNT(*) FROM companies WHERE manager_id = ?')
      .pluck();
  }

  /**
   * Whether `email` may be a manager's email for a company of `officeId`: nobody has it yet, or it
   * is a manager of that office (docs/design.md §4.13). Another office's manager, an admin or an
   * accountant may not, and the caller answers all of them alike.
   */
  async managerEmailAvailable(email: string, officeId: string | null): Promise<boolean> {
    return this.#mayManage(this.#userByEmail.get(email), officeId);
  }

  /** Who a company belongs to (for permission checks), or null when there is no such company. */
  async owners(id: string): Promise<CompanyOwners | null> {
    const version = this.changes.version;
    const cached = this.#ownersCache.get(id, version);
    if (cached !== undefined) return cached;
    const row = this.#owners.get(id);
    const owners = row ? { accountantId: row[0], managerId: row[1], isActive: row[2] === 1 } : null;
    this.#ownersCache.set(id, version, owners);
    return owners;
  }

  async findById(id: string): Promise<Company | null> {
    const row = this.#byId.get(id);
    return row ? toCompany(row) : null;
  }

  async list(scope: CompanyScope): Promise<Company[]> {
    const rows =
      scope.kind === 'all'
        ? this.#all.all()
        : scope.kind === 'accountant'
          ? this.#byAccountant.all(scope.userId)
          : this.#byManager.all(scope.userId);
    return rows.map(toCompany);
  }

  /**
   * Creates a company within the licence's quota, creating its manager or linking the existing
   * manager with that email. A repeat of the same id by the same accountant answers the existing
   * company (an offline client replaying its creation).
   */
  async create(input: NewCompany): Promise<CreateCompanyResult> {
    return this.db.transaction((): CreateCompanyResult => {
      const existing = this.#byId.get(input.id);
      if (existing) {
        return existing.accountant_id === input.accountantId
          ? { ok: true, company: toCompany(existing), created: false }
          : { ok: false, reason: 'id-taken' };
      }
      if (this.licenses.companyCount(input.licenseId) >= input.maxCompanies) {
        return { ok: false, reason: 'quota' };
      }
      const seq = this.changes.next();
      const managerId = this.#resolveManager(
        input.managerEmail,
        input.newManager,
        seq,
        input.licenseId,
      );
      if (managerId === null) return { ok: false, reason: 'email-taken' };
      this.#insert.run({
        id: input.id,
        name: input.name,
        taxId: input.taxId,
        managerId,
        accountantId: input.accountantId,
        now: new Date().toISOString(),
        seq,
      });
      this.changes.revive('company', input.id);
      return { ok: true, company: this.#get(input.id), created: true };
    })();
  }

  /**
   * Edits a company and its manager. A new manager email links the existing manager with it, or
   * renames the current manager's login when they manage only this company, or creates a manager.
   */
  async update(id: string, input: CompanyUpdate): Promise<UpdateCompanyResult> {
    return this.db.transaction((): UpdateCompanyResult => {
      const row = this.#byId.get(id);
      if (!row) return { ok: false, reason: 'not-found' };
      const seq = this.changes.next();
      const now = new Date().toISOString();
      let managerId = row.manager_id;

      if (input.managerEmail !== undefined && input.managerEmail !== row.manager_email) {
        const holder = this.#userByEmail.get(input.managerEmail);
        if (holder) {
          if (!this.#mayManage(holder, row.license_id)) return { ok: false, reason: 'email-taken' };
          managerId = holder.id;
        } else if (managerId !== null && this.#managedCount.get(managerId) === 1) {
          this.db
            .prepare('UPDATE users SET email = ?, updated_at = ?, seq = ? WHERE id = ?')
            .run(input.managerEmail, now, seq, managerId);
        } else {
          managerId = this.#resolveManager(
            input.managerEmail,
            input.newManager,
            seq,
            row.license_id,
          );
          if (managerId === null) return { ok: false, reason: 'email-taken' };
        }
      }

      if (managerId !== row.manager_id) {
        // Both managers' visibility changed in a way a deletion cannot express.
        const bump = this.db.prepare(
          'UPDATE users SET visibility_epoch = visibility_epoch + 1 WHERE id = ?',
        );
        if (row.manager_id !== null) bump.run(row.manager_id);
        if (managerId !== null) bump.run(managerId);
      }

      if (managerId !== null && input.managerName !== undefined) {
        this.db
          .prepare('UPDATE users SET name = ?, updated_at = ?, seq = ? WHERE id = ? AND name <> ?')
          .run(input.managerName, now, seq, managerId, input.managerName);
      }
      if (managerId !== null && input.managerPasswordHash !== undefined) {
        // Set by the accountant: the manager must choose their own at the next sign-in.
        this.db
          .prepare(
            `UPDATE users SET password_hash = ?, must_change_password = 1, updated_at = ?, seq = ?
             WHERE id = ?`,
          )
          .run(input.managerPasswordHash, now, seq, managerId);
        // A new password ends the manager's open sessions.
        this.db.prepare('DELETE FROM sessions WHERE user_id = ?').run(managerId);
      }

      this.db
        .prepare(
          `UPDATE companies SET name = ?, tax_id = ?, manager_id = ?, updated_at = ?, seq = ?
           WHERE id = ?`,
        )
        .run(input.name, input.taxId, managerId, now, seq, id);
      // The manager's other companies show the manager's name and email too.
      if (managerId !== null) {
        this.db.prepare('UPDATE companies SET seq = ? WHERE manager_id = ?').run(seq, managerId);
      }
      return { ok: true, company: this.#get(id) };
    })();
  }

  /**
   * Activates or deactivates a company. Its manager's next sync starts over, since the financial
   * data they may hold changes (an inactive company's data is not theirs to see).
   */
  async toggleActive(id: string): Promise<Company | null> {
    return this.db.transaction(() => {
      const row = this.#byId.get(id);
      if (!row) return null;
      if (row.manager_id !== null) {
        this.db
          .prepare('UPDATE users SET visibility_epoch = visibility_epoch + 1 WHERE id = ?')
          .run(row.manager_id);
      }
      this.db
        .prepare(
          `UPDATE companies SET is_active = 1 - is_active, updated_at = ?, seq = ? WHERE id = ?`,
        )
        .run(new Date().toISOString(), this.changes.next(), id);
      return this.#get(id);
    })();
  }

  /** Deletes a company with its documents (files included) and all its financial data. */
  async delete(id: string): Promise<boolean> {
    return this.db.transaction(() => {
      const row = this.#byId.get(id);
      if (!row) return false;
      const seq = this.changes.next();
      const scope = { accountantId: row.accountant_id, managerId: row.manager_id };
      const periods = this.db
        .prepare<[string], string>('SELECT period FROM period_data WHERE company_id = ?')
        .pluck()
        .all(id);
      for (const period of periods) {
        this.changes.tombstone(seq, 'period', `${id}:${period}`, { ...scope, adminVisible: false });
      }
      this.changes.tombstone(seq, 'company', id, { ...scope, adminVisible: true });
      this.db.prepare('DELETE FROM companies WHERE id = ?').run(id);
      return true;
    })();
  }

  /** A user who may manage a company of `officeId`: a manager of that very office. */
  #mayManage(holder: ManagerRow | undefined, officeId: string | null): boolean {
    if (!holder) return true;
    return holder.role === 'manager' && officeId !== null && holder.manager_office_id === officeId;
  }

  /**
   * The manager's id for an email within office `officeId`: that office's existing manager, a new
   * one (who then belongs to the office), or null (another role or another office).
   */
  #resolveManager(
    email: string,
    newManager: NewManager | undefined,
    seq: number,
    officeId: string | null,
  ): string | null {
    const holder = this.#userByEmail.get(email);
    if (holder) return this.#mayManage(holder, officeId) ? holder.id : null;
    if (!newManager) throw new Error('a new manager was needed but not prepared');
    this.users.insert(
      {
        id: newManager.id,
        name: newManager.name,
        email,
        passwordHash: newManager.passwordHash,
        role: 'manager',
        isActive: true,
        licenseId: null,
        // The first password is the NIF or the accountant's choice, never the manager's.
        mustChangePassword: true,
      },
      seq,
    );
    this.db
      .prepare('UPDATE users SET manager_office_id = ? WHERE id = ?')
      .run(officeId, newManager.id);
    return newManager.id;
  }

  #get(id: string): Company {
    const row = this.#byId.get(id);
    if (!row) throw new Error('company vanished inside its transaction');
    return toCompany(row);
  }
}
