import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoreLocation } from '../db/store';
import { openStore } from '../db/store';
import type { Repositories } from '../repositories';
import { createRepositories } from '../repositories';
import { repositoryTestDb } from '../repositories/repository-test-db';
import { STORES } from '../testing/test-stores';
import type { LoginRefusal, LoginTicket } from './login-limiter';
import {
  ADDRESS_SLOW_CHECK_MS,
  ADDRESS_WINDOW_MS,
  FREE_LOGIN_FAILURES,
  LOGIN_PAIR_RESET_MS,
  LOGIN_RESERVATION_TTL_MS,
  LoginLimiter,
  MAX_ADDRESS_FAILURES,
  MAX_LOGIN_DELAY_MS,
  loginDelayMs,
} from './login-limiter';

function ticket(answer: LoginTicket | LoginRefusal): LoginTicket {
  if (!answer.allowed) throw new Error(`refused for ${answer.retryAfterSeconds} s`);
  return answer;
}

describe.each(STORES)('LoginLimiter on %s', (kind) => {
  let repositories: Repositories;
  let location: StoreLocation;
  let dispose: () => Promise<void>;
  let limiter: LoginLimiter;
  beforeEach(async () => {
    ({ repositories, location, dispose } = await repositoryTestDb(kind));
    limiter = new LoginLimiter(repositories.loginAttempts);
  });
  afterEach(() => dispose());

  /** `count` failures of a pair, each settled at `at`. */
  async function fail(email: string, address: string, count: number, at = 0) {
    for (let i = 0; i < count; i++)
      await ticket(await limiter.attempt(email, address, at)).failed(at);
  }

  it('lets the free failures through, then one attempt per growing wait', async () => {
    await fail('a@b.pt', 'x', FREE_LOGIN_FAILURES);
    expect(await limiter.attempt('a@b.pt', 'x', 10)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    await ticket(await limiter.attempt('a@b.pt', 'x', 1000)).failed(1000);
    // The wait doubled.
    expect(await limiter.attempt('a@b.pt', 'x', 2500)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect(await limiter.attempt('a@b.pt', 'x', 1500)).toMatchObject({ allowed: false });
    await ticket(await limiter.attempt('a@b.pt', 'x', 3000)).failed(3000);
    expect(await limiter.attempt('a@b.pt', 'x', 4000)).toEqual({
      allowed: false,
      retryAfterSeconds: 3,
    });
    expect(loginDelayMs(FREE_LOGIN_FAILURES + 40)).toBe(MAX_LOGIN_DELAY_MS);
  });

  it('counts an unsettled attempt as a failure, so parallel attempts stop at the limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => limiter.attempt('a@b.pt', 'x', 0)),
    );
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(FREE_LOGIN_FAILURES);
  });

  // Several processes share a PostgreSQL database (a SQLite file has one server).
  it.runIf(kind === 'postgres')(
    'shares one limit between server processes (connections of their own)',
    async () => {
      const second = openStore(location);
      try {
        const other = new LoginLimiter(createRepositories(second).loginAttempts);
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, i) => (i % 2 ? limiter : other).attempt('a@b.pt', 'x', 0)),
        );
        expect(answers.filter((answer) => answer.allowed)).toHaveLength(FREE_LOGIN_FAILURES);
      } finally {
        await second.close();
      }
    },
  );

  it('lets the reservation of an attempt never settled (its process died) lapse', async () => {
    for (let i = 0; i < FREE_LOGIN_FAILURES; i++) ticket(await limiter.attempt('a@b.pt', 'x', 0));
    expect((await limiter.attempt('a@b.pt', 'x', 1)).allowed).toBe(false);
    expect((await limiter.attempt('a@b.pt', 'x', LOGIN_RESERVATION_TTL_MS)).allowed).toBe(true);
  });

  it('throttles a pair, not the email: another address still gets through', async () => {
    await fail('a@b.pt', 'x', FREE_LOGIN_FAILURES);
    expect((await limiter.attempt('a@b.pt', 'x', 0)).allowed).toBe(false);
    expect((await limiter.attempt('a@b.pt', 'y', 0)).allowed).toBe(true);
    expect((await limiter.attempt('c@b.pt', 'x', 0)).allowed).toBe(true);
  });

  it('forgets a pair after a success or after a quiet hour', async () => {
    await fail('a@b.pt', 'x', FREE_LOGIN_FAILURES - 1);
    await ticket(await limiter.attempt('a@b.pt', 'x', 0)).succeeded();
    for (let i = 0; i < FREE_LOGIN_FAILURES; i++) {
      await ticket(await limiter.attempt('a@b.pt', 'x', 0)).succeeded();
    }

    for (let i = 0; i < FREE_LOGIN_FAILURES + 3; i++) {
      const at = i * MAX_LOGIN_DELAY_MS;
      await ticket(await limiter.attempt('q@b.pt', 'x', at)).failed(at);
    }
    const last = (FREE_LOGIN_FAILURES + 2) * MAX_LOGIN_DELAY_MS;
    expect((await limiter.attempt('q@b.pt', 'x', last + 1000)).allowed).toBe(false);
    const quiet = last + LOGIN_PAIR_RESET_MS;
    await ticket(await limiter.attempt('q@b.pt', 'x', quiet)).failed(quiet);
    // Counting starts again from one: the free failures are free again.
    for (let i = 1; i < FREE_LOGIN_FAILURES; i++) {
      await ticket(await limiter.attempt('q@b.pt', 'x', quiet + i)).failed(quiet + i);
    }
    expect((await limiter.attempt('q@b.pt', 'x', quiet + 10)).allowed).toBe(false);
  });

  it('slows an address down across emails to one check per second, never shutting it out', async () => {
    for (let i = 0; i < MAX_ADDRESS_FAILURES; i++) await fail(`u${i}@b.pt`, 'x', 1);
    expect(await limiter.attempt('new@b.pt', 'x', 1)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect((await limiter.attempt('new@b.pt', 'y', 1)).allowed).toBe(true);
    // A second after the last failure one attempt is checked, and only one at a time.
    const checked = ticket(await limiter.attempt('new@b.pt', 'x', 1 + ADDRESS_SLOW_CHECK_MS));
    expect((await limiter.attempt('other@b.pt', 'x', 1 + ADDRESS_SLOW_CHECK_MS)).allowed).toBe(
      false,
    );
    await checked.failed(1001);
    expect((await limiter.attempt('other@b.pt', 'x', 1500)).allowed).toBe(false);
    const right = ticket(await limiter.attempt('other@b.pt', 'x', 2001));
    await right.succeeded();
    expect((await limiter.attempt('new@b.pt', 'x', ADDRESS_WINDOW_MS + 1001)).allowed).toBe(true);
  });

  it('forgets, on housekeeping, what no longer restricts anyone', async () => {
    await fail('a@b.pt', 'x', FREE_LOGIN_FAILURES);
    const later = LOGIN_PAIR_RESET_MS + ADDRESS_WINDOW_MS;
    expect(
      await repositories.loginAttempts.purge(later, ADDRESS_WINDOW_MS, LOGIN_PAIR_RESET_MS),
    ).toBe(FREE_LOGIN_FAILURES + 1);
    expect((await limiter.attempt('a@b.pt', 'x', later)).allowed).toBe(true);
  });
});
