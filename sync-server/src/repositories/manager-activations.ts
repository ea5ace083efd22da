import type { Db } from '../db/dialect-adapter';
import type { Scope } from './scope';

/** A code to store: its hash and when it lapses (ISO-8601). */
export interface NewActivation {
  codeHash: string;
  expiresAt: string;
}

/** A stored code of a manager. */
export interface StoredActivation {
  codeHash: string;
  expiresAt: string;
}

/** Stores a manager's code within a write, replacing any earlier one (which stops working). */
export async function putActivation(db: Db, userId: string, activation: NewActivation) {
  await db.deleteFrom('manager_activations').where('user_id', '=', userId).execute();
  await db
    .insertInto('manager_activations')
    .values({
      user_id: userId,
      code_hash: activation.codeHash,
      expires_at: activation.expiresAt,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** Forgets a manager's code within a write (their password is no longer the NIF). */
export async function clearActivation(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('manager_activations').where('user_id', '=', userId).execute();
}

/**
 * Manager activation codes (migration 008). A manager has one while their password is still the
 * company's NIF and they have not set their own; only its hash is kept.
 */
export class ManagerActivationRepository {
  constructor(private readonly scope: Scope) {}

  /** The manager's code, or null when they need none. */
  async find(userId: string): Promise<StoredActivation | null> {
    const row = await this.scope.db
      .selectFrom('manager_activations')
      .select(['code_hash', 'expires_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? { codeHash: row.code_hash, expiresAt: row.expires_at } : null;
  }

  /**
   * Replaces the code of a manager who still has one (the old one stops working); false when the
   * manager has set their own password since (there is nothing to activate).
   */
  async reissue(userId: string, activation: NewActivation): Promise<boolean> {
    const { numUpdatedRows } = await this.scope.db
      .updateTable('manager_activations')
      .set({
        code_hash: activation.codeHash,
        expires_at: activation.expiresAt,
        created_at: new Date().toISOString(),
      })
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return numUpdatedRows > 0n;
  }
}
