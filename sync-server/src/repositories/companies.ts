import type { Company } from '@risema/finance-core/contract';
import { CompiledOnce } from '../db/compiled-query';
import type { Db } from '../db/dialect-adapter';
import { companyCount } from './licenses';
import type { CompanyRow } from './rows';
import { bool, selectCompanies, toCompany } from './rows';
import type { Scope } from './scope';
import { SeqCache } from './seq-cache';
import type { NewActivation } from './manager-activations';
import { clearActivation, putActivation } from './manager-activations';
import { insertUser } from './users';

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
  /** The activation code of a manager created here (their first password is the NIF). */
  managerActivation?: NewActivation;
}

export type CreateCompanyResult =
  | {
      ok: true;
      company: Company;
      created: boolean;
      /** A new manager was created and given `managerActivation`. */
      managerActivated: boolean;
    }
  | { ok: false; reason: 'quota' | 'id-taken' | 'email-taken' };

export interface CompanyUpdate {
  name: string;
  taxId: string;
  managerEmail?: string;
  managerName?: string;
  managerPasswordHash?: string;
  /** Used when the manager's email is new and the current manager cannot simply take it. */
  newManager?: NewManager;
  /**
   * Given when the password set here (`managerPasswordHash`, or a new manager's) is the NIF: the
   * manager's activation code. A password set without one clears any code the manager had.
   */
  managerActivation?: NewActivation;
}

export type UpdateCompanyResult =
  | {
      ok: true;
      company: Company;
      /** The manager's password was set here and `managerActivation` stored for them. */
      managerActivated: boolean;
    }
  | { ok: false; reason: 'not-found' | 'email-taken' };

/** Who a company belongs to and whether it is active: all a permission check needs. */
export type CompanyOwners = Pick<Company, 'accountantId' | 'managerId' | 'isActive'>;

interface ManagerRow {
  id: string;
  role: string;
  email: string;
  /** The office (licence) a manager account belongs to. */
  manager_office_id: string | null;
}

/** Who a company belongs to, read on every owners-cache miss: compiled once. */
const companyOwners = new CompiledOnce((db: Db, id: string) =>
  db
    .selectFrom('companies')
    .select(['accountant_id', 'manager_id', 'is_active'])
    .where('id', '=', id),
);

// Read by every upload and company page: compiled once.
const companyById = new CompiledOnce((db: Db, id: string) =>
  selectCompanies(db).where('c.id', '=', id),
);

function companyRow(db: Db, id: string): Promise<CompanyRow | undefined> {
  return companyById.takeFirst(db, id);
}

async function getCompany(db: Db, id: string): Promise<Company> {
  const row = await companyRow(db, id);
  if (!row) throw new Error('company vanished inside its transaction');
  return toCompany(row);
}

function userByEmail(db: Db, email: string): Promise<ManagerRow | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'email', 'manager_office_id'])
    .where('email', '=', email)
    .executeTakeFirst();
}

async function managedCount(db: Db, managerId: string): Promise<number> {
  const row = await db
    .selectFrom('companies')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('manager_id', '=', managerId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** A user who may manage a company of `officeId`: nobody yet, or a manager of that very office. */
function mayManage(holder: ManagerRow | undefined, officeId: string | null): boolean {
  if (!holder) return true;
  return holder.role === 'manager' && officeId !== null && holder.manager_office_id === officeId;
}

/**
 * The manager's id for an email within office `officeId`: that office's existing manager, a new
 * one (who then belongs to the office), or null (another role or another office).
 */
async function resolveManager(
  tx: Scope,
  email: string,
  newManager: NewManager | undefined,
  seq: number,
  officeId: string | null,
): Promise<string | null> {
  const holder = await userByEmail(tx.db, email);
  if (holder) return mayManage(holder, officeId) ? holder.id : null;
  if (!newManager) throw new Error('a new manager was needed but not prepared');
  await insertUser(
    tx,
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
    officeId,
  );
  return newManager.id;
}

/** Client companies, their manager link and their summary figures. */
export class CompanyRepository {
  #owners: SeqCache<CompanyOwners | null> | undefined;

  constructor(private readonly scope: Scope) {}

  /**
   * Whether `email` may be a manager's email for a company of `officeId`: nobody has it yet, or it
   * is a manager of that office (docs/design.md §4.13). Another office's manager, an admin or an
   * accountant may not, and the caller answers all of them alike.
   */
  async managerEmailAvailable(email: string, officeId: string | null): Promise<boolean> {
    return mayManage(await userByEmail(this.scope.db, email), officeId);
  }

  /** Who a company belongs to (for permission checks), or null when there is no such company. */
  async owners(id: string): Promise<CompanyOwners | null> {
    const { scope } = this;
    const cache = scope.inTransaction ? undefined : (this.#owners ??= new SeqCache(10_000));
    const version = scope.context.version.current();
    const cached = cache?.get(id, version);
    if (cached !== undefined) return cached;
    const row = await companyOwners.takeFirst(scope.db, id);
    const owners = row
      ? {
          accountantId: row.accountant_id,
          managerId: row.manager_id,
          isActive: bool(row.is_active),
        }
      : null;
    cache?.set(id, version, owners);
    return owners;
  }

  /**
   * Keeps a company's owners read elsewhere (in the statement of a financial-data read,
   * `PeriodRepository.answerWithVersion`), as `owners` would have read them at `version`: the
   * counter value read in the same snapshot. Outside a transaction only.
   */
  keepOwners(id: string, owners: CompanyOwners | null, version: number): void {
    if (this.scope.inTransaction) return;
    (this.#owners ??= new SeqCache(10_000)).set(id, version, owners);
  }

  async findById(id: string): Promise<Company | null> {
    const row = await companyRow(this.scope.db, id);
    return row ? toCompany(row) : null;
  }

  async list(scope: CompanyScope): Promise<Company[]> {
    let query = selectCompanies(this.scope.db);
    if (scope.kind === 'accountant') query = query.where('c.accountant_id', '=', scope.userId);
    if (scope.kind === 'manager') query = query.where('c.manager_id', '=', scope.userId);
    const rows = await query.orderBy('c.created_at').orderBy('c.id').execute();
    return rows.map(toCompany);
  }

  /**
   * Creates a company within the licence's quota, creating its manager or linking the existing
   * manager with that email. A repeat of the same id by the same accountant answers the existing
   * company (an offline client replaying its creation). The quota is counted after the write's
   * sequence value is taken: every other write (another process's creation included) has then
   * committed or waits, so parallel creations at the limit cannot all pass.
   */
  async create(input: NewCompany): Promise<CreateCompanyResult> {
    return this.scope.write(async (tx, seq): Promise<CreateCompanyResult> => {
      const existing = await companyRow(tx.db, input.id);
      if (existing) {
        return existing.accountant_id === input.accountantId
          ? { ok: true, company: toCompany(existing), created: false, managerActivated: false }
          : { ok: false, reason: 'id-taken' };
      }
      if ((await companyCount(tx.db, input.licenseId)) >= input.maxCompanies) {
        return { ok: false, reason: 'quota' };
      }
      const managerId = await resolveManager(
        tx,
        input.managerEmail,
        input.newManager,
        seq,
        input.licenseId,
      );
      if (managerId === null) return { ok: false, reason: 'email-taken' };
      const now = new Date().toISOString();
      await tx.db
        .insertInto('companies')
        .values({
          id: input.id,
          name: input.name,
          tax_id: input.taxId,
          manager_id: managerId,
          accountant_id: input.accountantId,
          is_active: 1,
          created_at: now,
          updated_at: now,
          seq,
        })
        .execute();
      await tx.changes.revive('company', input.id);
      const managerActivated =
        input.managerActivation !== undefined && managerId === input.newManager?.id;
      if (managerActivated && input.managerActivation) {
        await putActivation(tx.db, managerId, input.managerActivation);
      }
      return {
        ok: true,
        company: await getCompany(tx.db, input.id),
        created: true,
        managerActivated,
      };
    });
  }

  /**
   * Edits a company and its manager. A new manager email links the existing manager with it, or
   * renames the current manager's login when they manage only this company, or creates a manager.
   */
  async update(id: string, input: CompanyUpdate): Promise<UpdateCompanyResult> {
    return this.scope.write(async (tx, seq): Promise<UpdateCompanyResult> => {
      const row = await companyRow(tx.db, id);
      if (!row) return { ok: false, reason: 'not-found' };
      const now = new Date().toISOString();
      let managerId = row.manager_id;
      let createdManager = false;

      if (input.managerEmail !== undefined && input.managerEmail !== row.manager_email) {
        const holder = await userByEmail(tx.db, input.managerEmail);
        if (holder) {
          if (!mayManage(holder, row.license_id)) return { ok: false, reason: 'email-taken' };
          managerId = holder.id;
        } else if (managerId !== null && (await managedCount(tx.db, managerId)) === 1) {
          await tx.db
            .updateTable('users')
            .set({ email: input.managerEmail, updated_at: now, seq })
            .where('id', '=', managerId)
            .execute();
        } else {
          managerId = await resolveManager(
            tx,
            input.managerEmail,
            input.newManager,
            seq,
            row.license_id,
          );
          if (managerId === null) return { ok: false, reason: 'email-taken' };
          createdManager = managerId === input.newManager?.id;
        }
      }

      if (managerId !== row.manager_id) {
        // Both managers' visibility changed in a way a deletion cannot express.
        const moved = [row.manager_id, managerId].filter((user) => user !== null);
        await tx.db
          .updateTable('users')
          .set((eb) => ({ visibility_epoch: eb('visibility_epoch', '+', 1) }))
          .where('id', 'in', moved)
          .execute();
      }

      if (managerId !== null && input.managerName !== undefined) {
        await tx.db
          .updateTable('users')
          .set({ name: input.managerName, updated_at: now, seq })
          .where('id', '=', managerId)
          .where('name', '<>', input.managerName)
          .execute();
      }
      if (managerId !== null && input.managerPasswordHash !== undefined) {
        // Set by the accountant: the manager must choose their own at the next sign-in.
        await tx.db
          .updateTable('users')
          .set({
            password_hash: input.managerPasswordHash,
            must_change_password: 1,
            updated_at: now,
            seq,
          })
          .where('id', '=', managerId)
          .execute();
        // A new password ends the manager's open sessions.
        await tx.db.deleteFrom('sessions').where('user_id', '=', managerId).execute();
      }
      // A password set here (or a new manager's) needs the code when it is the NIF, none else.
      const passwordSet =
        managerId !== null && (createdManager || input.managerPasswordHash !== undefined);
      const managerActivated = passwordSet && input.managerActivation !== undefined;
      if (passwordSet && managerId !== null) {
        if (input.managerActivation) await putActivation(tx.db, managerId, input.managerActivation);
        else await clearActivation(tx.db, managerId);
      }

      await tx.db
        .updateTable('companies')
        .set({ name: input.name, tax_id: input.taxId, manager_id: managerId, updated_at: now, seq })
        .where('id', '=', id)
        .execute();
      // The manager's other companies show the manager's name and email too.
      if (managerId !== null) {
        await tx.db
          .updateTable('companies')
          .set({ seq })
          .where('manager_id', '=', managerId)
          .execute();
      }
      return { ok: true, company: await getCompany(tx.db, id), managerActivated };
    });
  }

  /**
   * Activates or deactivates a company. Its manager's next sync starts over, since the financial
   * data they may hold changes (an inactive company's data is not theirs to see).
   */
  async toggleActive(id: string): Promise<Company | null> {
    return this.scope.write(async (tx, seq) => {
      const row = await companyRow(tx.db, id);
      if (!row) return null;
      if (row.manager_id !== null) {
        await tx.db
          .updateTable('users')
          .set((eb) => ({ visibility_epoch: eb('visibility_epoch', '+', 1) }))
          .where('id', '=', row.manager_id)
          .execute();
      }
      await tx.db
        .updateTable('companies')
        .set((eb) => ({
          is_active: eb(eb.val(1), '-', eb.ref('is_active')),
          updated_at: new Date().toISOString(),
          seq,
        }))
        .where('id', '=', id)
        .execute();
      return getCompany(tx.db, id);
    });
  }

  /** Deletes a company with its documents (files included) and all its financial data. */
  async delete(id: string): Promise<boolean> {
    return this.scope.write(async (tx, seq) => {
      const row = await companyRow(tx.db, id);
      if (!row) return false;
      const scope = { accountantId: row.accountant_id, managerId: row.manager_id };
      const periods = await tx.db
        .selectFrom('period_data')
        .select('period')
        .where('company_id', '=', id)
        .execute();
      for (const { period } of periods) {
        await tx.changes.tombstone(seq, 'period', `${id}:${period}`, {
          ...scope,
          adminVisible: false,
        });
      }
      await tx.changes.tombstone(seq, 'company', id, { ...scope, adminVisible: true });
      await tx.db.deleteFrom('companies').where('id', '=', id).execute();
      return true;
    });
  }
}
