/* eslint-disable @typescript-eslint/require-await -- the methods are async so that another store
   (PostgreSQL) can stand behind the same interface; SQLite answers synchronously. */
import type { Role, User } from '@risema/finance-core/contract';
import type { Db } from '../db/open';
import type { ChangeLog } from './changes';
import type { LicenseRepository, NewLicense } from './licenses';
import type { UserRow } from './rows';
import { USER_SELECT, toUser } from './rows';

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

/** Accounts of every role. */
export class UserRepository {
  readonly #byId;
  readonly #byEmail;
  readonly #hashByEmail;
  readonly #hashById;
  readonly #all;
  readonly #byRole;
  readonly #insert;
  readonly #licenseExists;
  readonly #companyCount;

  constructor(
    private readonly db: Db,
    private readonly changes: ChangeLog,
    private readonly licenses: LicenseRepository,
  ) {
    this.#byId = db.prepare<[string], UserRow>(`${USER_SELECT} WHERE u.id = ?`);
    this.#byEmail = db.prepare<[string], UserRow>(`${USER_SELECT} WHERE u.email = ?`);
    this.#hashByEmail = db
      .prepare<[string], string>('SELECT password_hash FROM users WHERE email = ?')
      .pluck();
    this.#hashById = db
      .prepare<[string], string>('SELECT password_hash FROM users WHERE id = ?')
      .pluck();
    this.#all = db.prepare<[], UserRow>(`${USER_SELECT} ORDER BY u.created_at, u.id`);
    this.#byRole = db.prepare<[string], UserRow>(
      `${USER_SELECT} WHERE u.role = ? ORDER BY u.created_at, u.id`,
    );
    this.#insert = db.prepare(
      `INSERT INTO users (id, name, email, password_hash, role, is_active, license_id,
         must_change_password, created_at, updated_at, seq)
       VALUES (@id, @name, @email, @passwordHash, @role, @isActive, @licenseId,
         @mustChangePassword, @now, @now, @seq)`,
    );
    this.#licenseExists = db
      .prepare<[string], number>('SELECT 1 FROM licenses WHERE id = ?')
      .pluck();
    this.#companyCount = db
      .prepare<[string, string], number>(
        'SELECT COUNT(*) FROM companies WHERE accountant_id = ? OR manager_id = ?',
      )
      .pluck();
  }

  async findById(id: string): Promise<User | null> {
    const row = this.#byId.get(id);
    return row ? toUser(row) : null;
  }

  async findByEmail(email: string): Promise<User | null> {
    const row = this.#byEmail.get(email);
    return row ? toUser(row) : null;
  }

  async findCredentials(email: string): Promise<UserCredentials | null> {
    const row = this.#byEmail.get(email);
    const passwordHash = this.#hashByEmail.get(email);
    return row && passwordHash ? { user: toUser(row), passwordHash } : null;
  }

  async list(role?: Role): Promise<User[]> {
    return (role ? this.#byRole.all(role) : this.#all.all()).map(toUser);
  }

  async count(): Promise<number> {
    return this.db.prepare<[], number>('SELECT COUNT(*) FROM users').pluck().get() ?? 0;
  }

  async hasAdmin(): Promise<boolean> {
    return (
      this.db
        .prepare<[], number>("SELECT 1 FROM users WHERE role = 'admin' LIMIT 1")
        .pluck()
        .get() === 1
    );
  }

  /** Creates a user, with a new licence in the same transaction when given. */
  async create(user: NewUser, newLicense?: NewLicense): Promise<CreateUserResult> {
    return this.db.transaction((): CreateUserResult => {
      if (this.#byEmail.get(user.email)) return { ok: false, reason: 'email-taken' };
      const seq = this.changes.next();
      let licenseId = user.licenseId;
      if (newLicense) {
        this.licenses.insert(newLicense, seq);
        licenseId = newLicense.id;
      } else if (licenseId !== null && this.#licenseExists.get(licenseId) !== 1) {
        return { ok: false, reason: 'license-not-found' };
      }
      this.insert({ ...user, licenseId }, seq);
      return { ok: true, user: this.#get(user.id) };
    })();
  }

  /** Inserts within the caller's transaction (also used when creating a company's manager). */
  insert(user: NewUser, seq: number): void {
    this.#insert.run({
      ...user,
      isActive: user.isActive ? 1 : 0,
      mustChangePassword: user.mustChangePassword ? 1 : 0,
      now: new Date().toISOString(),
      seq,
    });
    this.changes.revive('user', user.id);
  }

  /** The stored hash of a user's password, or null when there is no such user. */
  async passwordHash(id: string): Promise<string | null> {
    return this.#hashById.get(id) ?? null;
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
    return this.db.transaction(() => {
      const seq = this.changes.next();
      const { changes } = this.db
        .prepare(
          `UPDATE users SET password_hash = ?, must_change_password = 0, updated_at = ?, seq = ?
           WHERE id = ?`,
        )
        .run(passwordHash, new Date().toISOString(), seq, id);
      if (changes === 0) return null;
      this.db
        .prepare('DELETE FROM sessions WHERE user_id = ? AND token_hash <> ?')
        .run(id, keepTokenHash);
      return this.#get(id);
    })();
  }

  /** Sets or clears the duty to change the password (seeding and administration). */
  async setMustChangePassword(id: string, value: boolean): Promise<User | null> {
    return this.db.transaction(() => {
      const seq = this.changes.next();
      const { changes } = this.db
        .prepare('UPDATE users SET must_change_password = ?, updated_at = ?, seq = ? WHERE id = ?')
        .run(value ? 1 : 0, new Date().toISOString(), seq, id);
      return changes === 0 ? null : this.#get(id);
    })();
  }

  /** Flips isActive; a deactivated user loses every session at once. */
  async toggleActive(id: string): Promise<User | null> {
    return this.db.transaction(() => {
      const row = this.#byId.get(id);
      if (!row) return null;
      const isActive = row.is_active === 1 ? 0 : 1;
      const seq = this.changes.next();
      this.db
        .prepare('UPDATE users SET is_active = ?, seq = ?, updated_at = ? WHERE id = ?')
        .run(isActive, seq, new Date().toISOString(), id);
      if (isActive === 0) this.db.prepare('DELETE FROM sessions WHERE user_id = ?').run(id);
      return this.#get(id);
    })();
  }

  /** Links an accountant to a licence; what they may see changes, so their next sync resets. */
  async assignLicense(id: string, licenseId: string): Promise<AssignLicenseResult> {
    return this.db.transaction((): AssignLicenseResult => {
      const row = this.#byId.get(id);
      if (!row) return { ok: false, reason: 'user-not-found' };
      if (row.role !== 'accountant') return { ok: false, reason: 'not-accountant' };
      if (this.#licenseExists.get(licenseId) !== 1)
        return { ok: false, reason: 'license-not-found' };
      const seq = this.changes.next();
      this.db
        .prepare(
          `UPDATE users SET license_id = ?, seq = ?, updated_at = ?,
             visibility_epoch = visibility_epoch + 1
           WHERE id = ?`,
        )
        .run(licenseId, seq, new Date().toISOString(), id);
      // Their companies carry the accountant's licence.
      this.db.prepare('UPDATE companies SET seq = ? WHERE accountant_id = ?').run(seq, id);
      return { ok: true, user: this.#get(id) };
    })();
  }

  /**
   * Deletes a user and their sessions. An accountant with companies stays (409); a manager's
   * companies lose their manager and stay.
   */
  async delete(id: string): Promise<DeleteUserResult> {
    return this.db.transaction((): DeleteUserResult => {
      const row = this.#byId.get(id);
      if (!row) return { ok: false, reason: 'not-found' };
      if (
        row.role === 'accountant' &&
        this.db
          .prepare<[string], number>('SELECT COUNT(*) FROM companies WHERE accountant_id = ?')
          .pluck()
          .get(id)
      ) {
        return { ok: false, reason: 'has-companies' };
      }
      const seq = this.changes.next();
      if (this.#companyCount.get(id, id)) {
        this.db.prepare('UPDATE companies SET seq = ? WHERE manager_id = ?').run(seq, id);
      }
      this.db.prepare('DELETE FROM users WHERE id = ?').run(id);
      this.changes.tombstone(seq, 'user', id, { adminVisible: true });
      return { ok: true };
    })();
  }

  #get(id: string): User {
    const row = this.#byId.get(id);
    if (!row) throw new Error('user vanished inside its transaction');
    return toUser(row);
  }
}
