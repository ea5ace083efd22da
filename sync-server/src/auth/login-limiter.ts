/** Failed logins allowed per email and per client address within the window. */
export const MAX_FAILED_LOGINS = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/**
 * Counts failed logins per key (an email, a client address) in a sliding window, in memory: a
 * restart forgets them, which only ever helps a legitimate user. Successes are never counted.
 */
export class LoginLimiter {
  readonly #failures = new Map<string, number[]>();

  constructor(
    private readonly max = MAX_FAILED_LOGINS,
    private readonly windowMs = LOGIN_WINDOW_MS,
  ) {}

  /** True when any of the keys has reached the limit. */
  isBlocked(keys: readonly string[], now = Date.now()): boolean {
    return keys.some((key) => this.#recent(key, now).length >= this.max);
  }

  /** Records one failure against every key. */
  recordFailure(keys: readonly string[], now = Date.now()): void {
    for (const key of keys) {
      const recent = this.#recent(key, now);
      recent.push(now);
      this.#failures.set(key, recent);
    }
    if (this.#failures.size > 10_000) this.#prune(now);
  }

  #recent(key: string, now: number): number[] {
    return (this.#failures.get(key) ?? []).filter((at) => now - at < this.windowMs);
  }

  /** Drops keys whose failures all left the window, so memory stays bounded. */
  #prune(now: number): void {
    for (const [key, times] of this.#failures) {
      if (times.every((at) => now - at >= this.windowMs)) this.#failures.delete(key);
    }
  }
}
