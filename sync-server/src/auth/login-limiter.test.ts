import { describe, expect, it } from 'vitest';
import { LoginLimiter } from './login-limiter';

describe('LoginLimiter', () => {
  it('blocks a key after the maximum of failures within the window, then forgets them', () => {
    const limiter = new LoginLimiter(3, 1000);
    const keys = ['email:a@b.pt', 'ip:1.2.3.4'];
    limiter.recordFailure(keys, 0);
    limiter.recordFailure(keys, 10);
    expect(limiter.isBlocked(keys, 20)).toBe(false);
    limiter.recordFailure(keys, 30);
    expect(limiter.isBlocked(keys, 40)).toBe(true);
    expect(limiter.isBlocked(['ip:1.2.3.4'], 40)).toBe(true);
    expect(limiter.isBlocked(['email:other@b.pt'], 40)).toBe(false);
    expect(limiter.isBlocked(keys, 1005)).toBe(false);
  });
});
