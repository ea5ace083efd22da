import { describe, expect, it } from 'vitest';
import type { LoginRefusal, LoginTicket } from './login-limiter';
import {
  ADDRESS_WINDOW_MS,
  FREE_LOGIN_FAILURES,
  LOGIN_PAIR_RESET_MS,
  LoginLimiter,
  MAX_ADDRESS_FAILURES,
  MAX_LOGIN_DELAY_MS,
  loginDelayMs,
} from './login-limiter';

function ticket(answer: LoginTicket | LoginRefusal): LoginTicket {
  if (!answer.allowed) throw new Error(`refused for ${answer.retryAfterSeconds} s`);
  return answer;
}

describe('LoginLimiter', () => {
  it('lets the free failures through, then one attempt per growing wait', () => {
    const limiter = new LoginLimiter();
    for (let i = 0; i < FREE_LOGIN_FAILURES; i++)
      ticket(limiter.attempt('a@b.pt', 'x', 0)).failed(0);
    const refused = limiter.attempt('a@b.pt', 'x', 10);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 1 });
    ticket(limiter.attempt('a@b.pt', 'x', 1000)).failed(1000);
    // The wait doubled.
    expect(limiter.attempt('a@b.pt', 'x', 2500)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.attempt('a@b.pt', 'x', 1500)).toMatchObject({ allowed: false });
    ticket(limiter.attempt('a@b.pt', 'x', 3000)).failed(3000);
    expect(limiter.attempt('a@b.pt', 'x', 4000)).toEqual({ allowed: false, retryAfterSeconds: 3 });
    expect(loginDelayMs(FREE_LOGIN_FAILURES + 40)).toBe(MAX_LOGIN_DELAY_MS);
  });

  it('counts an unsettled attempt as a failure, so parallel attempts stop at the limit', () => {
    const limiter = new LoginLimiter();
    const answers = Array.from({ length: 60 }, () => limiter.attempt('a@b.pt', 'x', 0));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(FREE_LOGIN_FAILURES);
  });

  it('throttles a pair, not the email: another address still gets through', () => {
    const limiter = new LoginLimiter();
    for (let i = 0; i < FREE_LOGIN_FAILURES; i++)
      ticket(limiter.attempt('a@b.pt', 'x', 0)).failed(0);
    expect(limiter.attempt('a@b.pt', 'x', 0).allowed).toBe(false);
    expect(limiter.attempt('a@b.pt', 'y', 0).allowed).toBe(true);
    expect(limiter.attempt('c@b.pt', 'x', 0).allowed).toBe(true);
  });

  it('forgets a pair after a success or after a quiet hour', () => {
    const limiter = new LoginLimiter();
    for (let i = 0; i < FREE_LOGIN_FAILURES - 1; i++) {
      ticket(limiter.attempt('a@b.pt', 'x', 0)).failed(0);
    }
    ticket(limiter.attempt('a@b.pt', 'x', 0)).succeeded();
    for (let i = 0; i < FREE_LOGIN_FAILURES; i++)
      expect(limiter.attempt('a@b.pt', 'x', 0).allowed).toBe(true);

    const quiet = new LoginLimiter();
    for (let i = 0; i < FREE_LOGIN_FAILURES + 3; i++) {
      const at = i * MAX_LOGIN_DELAY_MS;
      ticket(quiet.attempt('a@b.pt', 'x', at)).failed(at);
    }
    const last = (FREE_LOGIN_FAILURES + 2) * MAX_LOGIN_DELAY_MS;
    expect(quiet.attempt('a@b.pt', 'x', last + 1000).allowed).toBe(false);
    expect(quiet.attempt('a@b.pt', 'x', last + LOGIN_PAIR_RESET_MS).allowed).toBe(true);
  });

  it('limits an address across emails within its window', () => {
    const limiter = new LoginLimiter();
    for (let i = 0; i < MAX_ADDRESS_FAILURES; i++) {
      ticket(limiter.attempt(`u${i}@b.pt`, 'x', 0)).failed(0);
    }
    expect(limiter.attempt('new@b.pt', 'x', 1)).toEqual({
      allowed: false,
      retryAfterSeconds: ADDRESS_WINDOW_MS / 1000,
    });
    expect(limiter.attempt('new@b.pt', 'y', 1).allowed).toBe(true);
    expect(limiter.attempt('new@b.pt', 'x', ADDRESS_WINDOW_MS).allowed).toBe(true);
  });
});
