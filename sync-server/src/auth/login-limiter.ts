/** Failures of one email from one address checked without waiting. */
export const FREE_LOGIN_FAILURES = 5;
/** The first wait after the free failures; every further failure doubles it. */
export const FIRST_LOGIN_DELAY_MS = 1000;
/** The longest wait between two checked attempts of one email from one address. */
export const MAX_LOGIN_DELAY_MS = 15 * 60 * 1000;
/** A pair whose last failure is this old starts again from zero. */
export const LOGIN_PAIR_RESET_MS = 60 * 60 * 1000;
/** Failed logins allowed per client address (any email) within the window. */
export const MAX_ADDRESS_FAILURES = 50;
export const ADDRESS_WINDOW_MS = 15 * 60 * 1000;
/** Entries kept before the expired ones are dropped (and past twice as many, the oldest). */
const PRUNE_AT = 10_000;

/** An attempt that may be checked: settle it once the password has been verified. */
export interface LoginTicket {
  readonly allowed: true;
  /** The password was right: the pair's failures are forgotten. */
  succeeded(): void;
  /** The password was wrong (or the email unknown): one more failure for the pair and address. */
  failed(at?: number): void;
}

/** An attempt refused before any password is checked, with the seconds to wait. */
export interface LoginRefusal {
  readonly allowed: false;
  readonly retryAfterSeconds: number;
}

interface PairState {
  failures: number;
  lastFailureAt: number;
  /** Attempts allowed and not yet settled: they count as failures until they are. */
  pending: number;
}

interface AddressState {
  failures: number[];
  pending: number;
}

/** The wait after `failures` failures of one pair before the next attempt is checked. */
export function loginDelayMs(failures: number): number {
  if (failures < FREE_LOGIN_FAILURES) return 0;
  const doublings = Math.min(failures - FREE_LOGIN_FAILURES, 20);
  return Math.min(FIRST_LOGIN_DELAY_MS * 2 ** doublings, MAX_LOGIN_DELAY_MS);
}

/**
 * Login throttling, in memory (a restart forgets it, which only ever helps a legitimate user).
 * Throttled per email and address pair, with growing waits, so nobody can lock an email out from
 * another address; and per address, with a hard limit across emails. An attempt is reserved
 * before its password is hashed and counts as a failure until settled, so parallel guesses are
 * refused beyond the limit instead of all being checked.
 */
export class LoginLimiter {
  readonly #pairs = new Map<string, PairState>();
  readonly #addresses = new Map<string, AddressState>();

  /** Reserves an attempt of `email` from `address`, or refuses it with the wait. */
  attempt(email: string, address: string, now = Date.now()): LoginTicket | LoginRefusal {
    const pairKey = `${email}\u0000${address}`;
    const pair = this.#pair(pairKey, now);
    const place = this.#address(address, now);

    const addressCount = place.failures.length + place.pending;
    if (addressCount >= MAX_ADDRESS_FAILURES) {
      const oldest = place.failures[0] ?? now;
      return refusal(Math.max(oldest + ADDRESS_WINDOW_MS - now, FIRST_LOGIN_DELAY_MS));
    }
    const counted = pair.failures + pair.pending;
    if (counted >= FREE_LOGIN_FAILURES) {
      // Beyond the free failures, one attempt at a time, each after a longer wait.
      const readyAt = pair.lastFailureAt + loginDelayMs(counted);
      if (pair.pending > 0 || now < readyAt) {
        return refusal(pair.pending > 0 ? loginDelayMs(counted) : readyAt - now);
      }
    }

    pair.pending += 1;
    place.pending += 1;
    this.#pairs.set(pairKey, pair);
    this.#addresses.set(address, place);
    if (this.#pairs.size > PRUNE_AT || this.#addresses.size > PRUNE_AT) this.#prune(now);

    let settled = false;
    const settle = (failed: boolean, at: number) => {
      if (settled) return;
      settled = true;
      pair.pending -= 1;
      place.pending -= 1;
      if (failed) {
        pair.failures += 1;
        pair.lastFailureAt = at;
        place.failures.push(at);
      } else {
        pair.failures = 0;
      }
    };
    return {
      allowed: true,
      succeeded: () => settle(false, Date.now()),
      failed: (at = Date.now()) => settle(true, at),
    };
  }

  #pair(key: string, now: number): PairState {
    const pair = this.#pairs.get(key);
    if (!pair) return { failures: 0, lastFailureAt: 0, pending: 0 };
    if (pair.pending === 0 && now - pair.lastFailureAt >= LOGIN_PAIR_RESET_MS) pair.failures = 0;
    return pair;
  }

  #address(address: string, now: number): AddressState {
    const place = this.#addresses.get(address) ?? { failures: [], pending: 0 };
    while (place.failures.length > 0 && now - (place.failures[0] ?? now) >= ADDRESS_WINDOW_MS) {
      place.failures.shift();
    }
    return place;
  }

  /** Drops settled entries that no longer restrict anyone, then the oldest, so memory stays bounded. */
  #prune(now: number): void {
    for (const [key, pair] of this.#pairs) {
      if (
        pair.pending === 0 &&
        (pair.failures === 0 || now - pair.lastFailureAt >= LOGIN_PAIR_RESET_MS)
      ) {
        this.#pairs.delete(key);
      }
    }
    for (const [address, place] of this.#addresses) {
      if (place.pending === 0 && this.#address(address, now).failures.length === 0) {
        this.#addresses.delete(address);
      }
    }
    for (const map of [this.#pairs, this.#addresses] as Map<string, { pending: number }>[]) {
      for (const [key, entry] of map) {
        if (map.size <= 2 * PRUNE_AT) break;
        if (entry.pending === 0) map.delete(key);
      }
    }
  }
}

function refusal(waitMs: number): LoginRefusal {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}
