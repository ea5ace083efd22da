import type { LoginAttemptRepository, LoginState } from '../repositories/login-attempts';

/** Failures of one email from one address checked without waiting. */
export const FREE_LOGIN_FAILURES = 5;
/** The first wait after the free failures; every further failure doubles it. */
export const FIRST_LOGIN_DELAY_MS = 1000;
/** The longest wait between two checked attempts of one email from one address. */
export const MAX_LOGIN_DELAY_MS = 15 * 60 * 1000;
/** A pair whose last failure is this old starts again from zero. */
export const LOGIN_PAIR_RESET_MS = 60 * 60 * 1000;
/** Failed logins checked freely per client address (any email) within the window. */
export const MAX_ADDRESS_FAILURES = 50;
export const ADDRESS_WINDOW_MS = 15 * 60 * 1000;
/**
 * Past MAX_ADDRESS_FAILURES the address is slowed down, not shut out: one check per this many
 * ms, so a guesser gets 3600 tries an hour at most and the right password still gets in.
 */
export const ADDRESS_SLOW_CHECK_MS = 1000;
/**
 * How long a reserved attempt counts as a failure if it is never settled (its process died
 * while hashing): far longer than a check takes, short enough not to matter.
 */
export const LOGIN_RESERVATION_TTL_MS = 60 * 1000;

/** An attempt that may be checked: settle it once the password has been verified. */
export interface LoginTicket {
  readonly allowed: true;
  /** The password was right: the pair's failures are forgotten. */
  succeeded(): Promise<void>;
  /** The password was wrong (or the email unknown): one more failure for the pair and address. */
  failed(at?: number): Promise<void>;
}

/** An attempt refused before any password is checked, with the seconds to wait. */
export interface LoginRefusal {
  readonly allowed: false;
  readonly retryAfterSeconds: number;
}

/** The wait after `failures` failures of one pair before the next attempt is checked. */
export function loginDelayMs(failures: number): number {
  if (failures < FREE_LOGIN_FAILURES) return 0;
  const doublings = Math.min(failures - FREE_LOGIN_FAILURES, 20);
  return Math.min(FIRST_LOGIN_DELAY_MS * 2 ** doublings, MAX_LOGIN_DELAY_MS);
}

/**
 * The wait before an attempt in `state` may be checked at `now`, or null to check it now: the
 * address's slow-down across emails first (past its free failures, one check per second), then
 * the pair's growing waits (one attempt at a time
 * beyond the free failures). Attempts being checked count as failures.
 */
export function loginWait(state: LoginState, now: number): number | null {
  const addressCount = state.addressFailures + state.addressPending;
  if (addressCount >= MAX_ADDRESS_FAILURES) {
    // Slowed down: one attempt at a time, a second after the address's last failure.
    if (state.addressPending > 0) return ADDRESS_SLOW_CHECK_MS;
    const readyAt = (state.addressNewestFailureAt ?? 0) + ADDRESS_SLOW_CHECK_MS;
    if (now < readyAt) return readyAt - now;
  }
  // A pair quiet for an hour starts again from zero.
  const failures =
    state.pairPending === 0 && now - state.pairLastFailureAt >= LOGIN_PAIR_RESET_MS
      ? 0
      : state.pairFailures;
  const counted = failures + state.pairPending;
  if (counted >= FREE_LOGIN_FAILURES) {
    const readyAt = state.pairLastFailureAt + loginDelayMs(counted);
    if (state.pairPending > 0) return loginDelayMs(counted);
    if (now < readyAt) return readyAt - now;
  }
  return null;
}

/**
 * Login throttling, counted in the store: one limit for every server process. Throttled per email
 * and address pair, with growing waits, so nobody can lock an email out from another address;
 * and per address across emails, slowed to one check per second past its free failures. An attempt is reserved (atomically, under
 * the address's lock) before its password is hashed and counts as a failure until settled, so
 * parallel guesses are refused beyond the limit instead of all being checked.
 */
export class LoginLimiter {
  constructor(private readonly attempts: LoginAttemptRepository) {}

  /** Reserves an attempt of `email` from `address`, or refuses it with the wait. */
  async attempt(
    email: string,
    address: string,
    now = Date.now(),
  ): Promise<LoginTicket | LoginRefusal> {
    const reserved = await this.attempts.reserve(
      email,
      address,
      now,
      ADDRESS_WINDOW_MS,
      now + LOGIN_RESERVATION_TTL_MS,
      (state) => loginWait(state, now),
    );
    if ('waitMs' in reserved) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(reserved.waitMs / 1000)) };
    }
    let settled = false;
    const settle = async (failed: boolean, at: number) => {
      if (settled) return;
      settled = true;
      await this.attempts.settle(reserved.id, failed, at, LOGIN_PAIR_RESET_MS);
    };
    return {
      allowed: true,
      succeeded: () => settle(false, Date.now()),
      failed: (at = Date.now()) => settle(true, at),
    };
  }
}
