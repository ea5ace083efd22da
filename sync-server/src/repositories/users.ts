import type { Role, User } from '@risema/finance-core/contract';
import type { Db } from '../db/dialect-adapter';
import type { NewLicense } from './licenses';
import { insertLicense, licenseExists } from './licenses';
import { clearActivation } from './manager-activations';
import type { UserRow } from './rows';
import { flag, selectUsers, toUser } from './rows';
import type { Scope } from './scope';

export interface NewUser {
  id: string;
  name: string;
  email: string;
  passwordHash: string;
  role: Role;
  isActive: boolean;
  licenseId: string | null;
  /** Someone else chose the password: the user must set their own before anything else. */
  mustChangePassword: boolean;
}

export type CreateUserResult =
  { ok: true; user: User } | { ok: false; reason: 'email-taken' | 'license-not-found' };

export type AssignLicenseResult =
  | { ok: true; user: User }
  | { ok: false; reason: 'user-not-found' | 'license-not-found' | 'not-accountant' };

export type DeleteUserResult = { ok: true } | { ok: false; reason: 'not-found' | 'has-companies' };

/** What the server needs to sign a user in. */
export interface UserCredentials {
  user: User;
  passwordHash: string;
}

function userRow(db: Db, id: string): Promise<UserRow | undefined> {
  return selectUsers(db).where('u.id', '=', id).executeTakeFirst();
}

function userRowByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return selectUsers(db).where('u.email', '=', email).executeTakeFirst();
}

async function getUser(db: Db, id: string): Promise<User> {
  const row = await userRow(db, id);
  if (!row) throw new Error('user vanished inside its transaction');
  return toUser(row);
}

/** Inserts a user within a write (also used when creating a company's manager). */
export async function insertUser(
  tx: Scope,
  user: NewUser,
  seq: number,
  managerOfficeId: string | null = null,
): Promise<void> {
  const now = new Date().toISOString();
  await tx.db
    .insertInto('users')
    .values({
      id: user.id,
      name: user.name,
      email: user.email,
      password_hash: user.passwordHash,
      role: user.role,
      is_active: flag(user.isActive),
      license_id: user.licenseId,
      must_change_password: flag(user.mustChangePassword),
      manager_office_id: managerOfficeId,
      created_at: now,
      updated_at: now,
      seq,
    })
    .execute();
  await tx.changes.revive('user', user.id);
}

/** Accounts of every role. */
export class UserRepository {
  constructor(private readonly scope: Scope) {}

  async findById(id: string): Promise<User | null> {
    const row = await userRow(this.scope.db, id);
    return row ? toUser(row) : null;
  }

  async findByEmail(email: string): Promise<User | null> {
    const row = await userRowByEmail(this.scope.db, email);
    return row ? toUser(row) : null;
  }

  async findCredentials(email: string): Promise<UserCredentials | null> {
    const row = await selectUsers(this.scope.db)
      .select('u.password_hash')
      .where('u.email', '=', email)
      .executeTakeFirst();
    return row ? { user: toUser(row), passwordHash: row.password_hash } : null;
  }

  async list(role?: Role): Promise<User[]> {
    let query = selectUsers(this.scope.db);
    if (role) query = query.where('u.role', '=', role);
    const rows = await query.orderBy('u.created_at').orderBy('u.id').execute();
    return rows.map(toUser);
  }

  async count(): Promise<number> {
    const row = await this.scope.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  async hasAdmin(): Promise<boolean> {
    const row = await this.scope.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Creates a user, with a new licence in the same transaction when given. */
  async create(user: NewUser, newLicense?: NewLicense): Promise<CreateUserResult> {
    return this.scope.write(async (tx, seq): Promise<CreateUserResult> => {
      if (await userRowByEmail(tx.db, user.email)) return { ok: false, reason: 'email-taken' };
      let licenseId = user.licenseId;
      if (newLicense) {
        await insertLicense(tx, newLicense, seq);
        licenseId = newLicense.id;
      } else if (licenseId !== null && !(await licenseExists(tx.db, licenseId))) {
        return { ok: false, reason: 'license-not-found' };
      }
      await insertUser(tx, { ...user, licenseId }, seq);
      return { ok: true, user: await getUser(tx.db, user.id) };
    });
  }

  /** The stored hash of a user's password, or null when there is no such user. */
  async passwordHash(id: string): Promise<string | null> {
    const row = await this.scope.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.password_hash ?? null;
  }

  /**
   * The user sets their own password: it replaces the stored one, the duty to change it ends,
   * and every other session of the user is revoked (the one presented, `keepTokenHash`, stays).
   * Null when there is no such user.
   */
  async changeOwnPassword(
    id: string,
    passwordHash: string,
    keepTokenHash: string,
  ): Promise<User | null> {
    return this.scope.write(async (tx, seq) => {
      const { numUpdatedRows } = await tx.db
        .updateTable('users')
        .set({
          password_hash: passwordHash,
          must_change_password: 0,
          updated_at: new Date().toISOString(),
          seq,
        })
        .where('id', '=', id)
        .executeTakeFirst();
      if (numUpdatedRows === 0n) return null;
      // The password is the user's own now: an activation code has nothing left to open.
      await clearActivation(tx.db, id);
      await tx.db
        .deleteFrom('sessions')
        .where('user_id', '=', id)
        .where('token_hash', '<>', keepTokenHash)
        .execute();
      return getUser(tx.db, id);
    });
  }

  /**
   * An operator's reset of an admin's password (`npm run reset-admin-password`): the new hash,
   * the duty to change it, and every session of the admin revoked, in one transaction.
   */
  async resetAdminPassword(
    email: string,
    passwordHash: string,
  ): Promise<{ ok: true; user: User } | { ok: false; reason: 'not-found' | 'not-admin' }> {
    return this.scope.write(async (tx, seq) => {
      const row = await userRowByEmail(tx.db, email);
      if (!row) return { ok: false, reason: 'not-found' };
      if (row.role !== 'admin') return { ok: false, reason: 'not-admin' };
      await tx.db
        .updateTable('users')
        .set({
          password_hash: passwordHash,
          must_change_password: 1,
          updated_at: new Date().toISOString(),
          seq,
        })
        .where('id', '=', row.id)
        .execute();
      await tx.db.deleteFrom('sessions').where('user_id', '=', row.id).execute();
      return { ok: true, user: await getUser(tx.db, row.id) };
    });
  }

  /** Sets or clears the duty to change the password (seeding and administration). */
  async setMustChangePassword(id: string, value: boolean): Promise<User | null> {
    return this.scope.write(async (tx, seq) => {
      const { numUpdatedRows } = await tx.db
        .updateTable('users')
        .set({ must_change_password: flag(value), updated_at: new Date().toISOString(), seq })
        .where('id', '=', id)
        .executeTakeFirst();
      return numUpdatedRows === 0n ? null : getUser(tx.db, id);
    });
  }

  /** Flips isActive; a deactivated user loses every session at once. */
  async toggleActive(id: string): Promise<User | null> {
    return this.scope.write(async (tx, seq) => {
      const row = await userRow(tx.db, id);
      if (!row) return null;
      const isActive = row.is_active === 1 ? 0 : 1;
      await tx.db
        .updateTable('users')
        .set({ is_active: isActive, seq, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      if (isActive === 0) await tx.db.deleteFrom('sessions').where('user_id', '=', id).execute();
      return getUser(tx.db, id);
    });
  }

  /** Links an accountant to a licence; what they may see changes, so their next sync resets. */
  async assignLicense(id: string, licenseId: string): Promise<AssignLicenseResult> {
    return this.scope.write(async (tx, seq): Promise<AssignLicenseResult> => {
      const row = await userRow(tx.db, id);
      if (!row) return { ok: false, reason: 'user-not-found' };
      if (row.role !== 'accountant') return { ok: false, reason: 'not-accountant' };
      if (!(await licenseExists(tx.db, licenseId))) {
        return { ok: false, reason: 'license-not-found' };
      }
      await tx.db
        .updateTable('users')
        .set((eb) => ({
          license_id: licenseId,
          seq,
          updated_at: new Date().toISOString(),
          visibility_epoch: eb('visibility_epoch', '+', 1),
        }))
        .where('id', '=', id)
        .execute();
      // Their companies carry the accountant's licence.
      await tx.db.updateTable('companies').set({ seq }).where('accountant_id', '=', id).execute();
      return { ok: true, user: await getUser(tx.db, id) };
    });
  }

  /**
   * Deletes a user and their sessions. An accountant with companies stays (409); a manager's
   * companies lose their manager and stay.
   */
  async delete(id: string): Promise<DeleteUserResult> {
    return this.scope.write(async (tx, seq): Promise<DeleteUserResult> => {
      const row = await userRow(tx.db, id);
      if (!row) return { ok: false, reason: 'not-found' };
      if (row.role === 'accountant') {
        const owned = await tx.db
          .selectFrom('companies')
          .select('id')
          .where('accountant_id', '=', id)
          .limit(1)
          .executeTakeFirst();
        if (owned) return { ok: false, reason: 'has-companies' };
      }
      // A manager's companies show their manager: they change.
      await tx.db.updateTable('companies').set({ seq }).where('manager_id', '=', id).execute();
      await tx.db.deleteFrom('users').where('id', '=', id).execute();
      await tx.changes.tombstone(seq, 'user', id, { adminVisible: true });
      return { ok: true };
    });
  }
}
