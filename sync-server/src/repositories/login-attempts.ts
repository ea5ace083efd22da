import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Scope } from './scope';

/** What the sign-in throttling knows of an email and address pair and of the address. */
export interface LoginState {
  /** The pair's failures since its last success, and when the last one was (epoch ms, 0: none). */
  pairFailures: number;
  pairLastFailureAt: number;
  /** Attempts of the pair being checked now (they count as failures until settled). */
  pairPending: number;
  /** The address's failures within the window, whatever the email, and the oldest one. */
  addressFailures: number;
  addressOldestFailureAt: number | null;
  /** The address's newest failure within the window (the slow-down counts from it). */
  addressNewestFailureAt: number | null;
  addressPending: number;
}

/**
 * Sign-in attempts, counted in the store so every server process shares one limit. An attempt
 * is reserved under its address's lock (which serialises the address's attempts across
 * processes) before its password is hashed, and settled after; a reservation whose process died
 * lapses at `expiresAt`. The limits themselves are decided by `auth/login-limiter.ts`.
 */
export class LoginAttemptRepository {
  constructor(private readonly scope: Scope) {}

  /**
   * Reads the state of `email` from `address` at `now`, asks `decide` for the wait (null: let it
   * through) and, when there is none, reserves the attempt until `expiresAt`. Answers the
   * reservation's id, or the wait.
   */
  async reserve(
    email: string,
    address: string,
    now: number,
    windowMs: number,
    expiresAt: number,
    decide: (state: LoginState) => number | null,
  ): Promise<{ id: string } | { waitMs: number }> {
    return this.scope.transaction(async (tx) => {
      await tx.dialect.lock(tx.db, `login:${address}`);
      const pair = await tx.db
        .selectFrom('login_pairs')
        .select(['failures', 'last_failure_at'])
        .where('email', '=', email)
        .where('address', '=', address)
        .executeTakeFirst();
      const pending = await tx.db
        .selectFrom('login_reservations')
        .select('email')
        .where('address', '=', address)
        .where('expires_at', '>', now)
        .execute();
      const failures = await tx.db
        .selectFrom('login_failures')
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn.min('at').as('oldest'),
          eb.fn.max('at').as('newest'),
        ])
        .where('address', '=', address)
        .where('at', '>', now - windowMs)
        .executeTakeFirst();
      const waitMs = decide({
        pairFailures: pair?.failures ?? 0,
        pairLastFailureAt: pair?.last_failure_at ?? 0,
        pairPending: pending.filter((row) => row.email === email).length,
        addressFailures: Number(failures?.count ?? 0),
        addressOldestFailureAt: failures?.oldest == null ? null : Number(failures.oldest),
        addressNewestFailureAt: failures?.newest == null ? null : Number(failures.newest),
        addressPending: pending.length,
      });
      if (waitMs !== null) return { waitMs };
      const id = randomUUID();
      await tx.db
        .insertInto('login_reservations')
        .values({ id, email, address, expires_at: expiresAt })
        .execute();
      return { id };
    });
  }

  /**
   * Settles a reserved attempt: a failure counts for the pair (starting again from one after a
   * quiet `pairResetMs`) and for the address; a success forgets the pair's failures.
   */
  async settle(id: string, failed: boolean, at: number, pairResetMs: number): Promise<void> {
    await this.scope.transaction(async (tx) => {
      const reservation = await tx.db
        .selectFrom('login_reservations')
        .select(['email', 'address'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!reservation) return; // lapsed and purged: nothing to settle
      const { email, address } = reservation;
      await tx.dialect.lock(tx.db, `login:${address}`);
      await tx.db.deleteFrom('login_reservations').where('id', '=', id).execute();
      if (!failed) {
        await tx.db
          .deleteFrom('login_pairs')
          .where('email', '=', email)
          .where('address', '=', address)
          .execute();
        return;
      }
      await tx.db
        .insertInto('login_pairs')
        .values({ email, address, failures: 1, last_failure_at: at })
        .onConflict((conflict) =>
          conflict.columns(['email', 'address']).doUpdateSet((eb) => ({
            failures: sql<number>`CASE
              WHEN excluded.last_failure_at - login_pairs.last_failure_at >= ${pairResetMs} THEN 1
              ELSE login_pairs.failures + 1 END`,
            last_failure_at: eb.ref('excluded.last_failure_at'),
          })),
        )
        .execute();
      await tx.db.insertInto('login_failures').values({ address, at }).execute();
    });
  }

  /** Forgets what no longer restricts anyone at `now` (housekeeping). */
  async purge(now: number, windowMs: number, pairResetMs: number): Promise<number> {
    const { db } = this.scope;
    const counts = await Promise.all([
      db
        .deleteFrom('login_failures')
        .where('at', '<=', now - windowMs)
        .executeTakeFirst(),
      db
        .deleteFrom('login_pairs')
        .where('last_failure_at', '<=', now - pairResetMs)
        .executeTakeFirst(),
      db.deleteFrom('login_reservations').where('expires_at', '<=', now).executeTakeFirst(),
    ]);
    return counts.reduce((sum, { numDeletedRows }) => sum + Number(numDeletedRows), 0);
  }
}
