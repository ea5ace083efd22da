import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from '../db/store';
import { STORES } from '../testing/test-stores';
import { createRepositories } from './index';
import { repositoryTestDb } from './repository-test-db';
import { SESSION_MAX_AGE_MS, SESSION_TTL_MS } from './sessions';

const DAY = 24 * 60 * 60 * 1000;

describe.each(STORES)('sessions on %s', (kind) => {
  let env: Awaited<ReturnType<typeof repositoryTestDb>>;
  let userId: string;
  beforeEach(async () => {
    env = await repositoryTestDb(kind);
    userId = crypto.randomUUID();
    const created = await env.repositories.users.create({
      id: userId,
      name: 'Utilizador',
      email: `u-${userId}@risema.test`,
      passwordHash: 'x',
      role: 'admin',
      isActive: true,
      licenseId: null,
      mustChangePassword: false,
    });
    expect(created.ok).toBe(true);
  });
  afterEach(() => env.dispose());

  it('slide with use, but never past 90 days from sign-in', async () => {
    const { sessions } = env.repositories;
    const opened = new Date('2026-01-01T00:00:00.000Z').getTime();
    await sessions.create('token-hash', userId, new Date(opened));
    expect(SESSION_TTL_MS).toBe(30 * DAY);
    expect(SESSION_MAX_AGE_MS).toBe(90 * DAY);
    // Used every 29 days, the sliding expiry alone would keep it forever.
    for (const day of [29, 58, 87]) {
      expect(await sessions.findUser('token-hash', new Date(opened + day * DAY))).not.toBeNull();
    }
    expect(await sessions.findUser('token-hash', new Date(opened + 89.9 * DAY))).not.toBeNull();
    expect(await sessions.findUser('token-hash', new Date(opened + 90 * DAY + 1000))).toBeNull();
  });

  it('a revocation committed by another connection (another process, a tool) counts at once', async () => {
    const { sessions } = env.repositories;
    await sessions.create('token-hash', userId);
    // Cached by the first lookup.
    expect(await sessions.findUser('token-hash')).not.toBeNull();
    expect(await sessions.findUser('token-hash')).not.toBeNull();
    const other = openStore(env.location);
    try {
      await createRepositories(other).sessions.deleteForUser(userId);
    } finally {
      await other.close();
    }
    expect(await sessions.findUser('token-hash')).toBeNull();
  });
});
