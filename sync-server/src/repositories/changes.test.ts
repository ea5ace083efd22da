import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChangeLog } from './changes';
import { repositoryTestDb } from './repository-test-db';

let env: ReturnType<typeof repositoryTestDb>;
beforeEach(() => {
  env = repositoryTestDb();
});
afterEach(() => env.dispose());

describe('ChangeLog', () => {
  it('moves its version with every sequence value taken, and current() follows the store', () => {
    const changes = new ChangeLog(env.db);
    const start = changes.current();
    const version = changes.version;
    const seq = env.db.transaction(() => changes.next())();
    expect(seq).toBe(start + 1);
    expect(changes.current()).toBe(seq);
    expect(changes.version).toBe(version + 1);
  });

  it('moves its version even when the write rolls back and its sequence value is reused', () => {
    const changes = new ChangeLog(env.db);
    const before = changes.current();
    const version = changes.version;
    expect(() =>
      env.db.transaction(() => {
        changes.next();
        throw new Error('write refused');
      })(),
    ).toThrow('write refused');
    // The store handed the value back; the version did not go back with it.
    expect(changes.current()).toBe(before);
    expect(changes.version).toBe(version + 1);
    const reused = env.db.transaction(() => changes.next())();
    expect(reused).toBe(before + 1);
    expect(changes.version).toBe(version + 2);
  });

  it('never answers a session from the cache after a revocation', async () => {
    const { repositories } = env;
    const created = await repositories.users.create({
      id: crypto.randomUUID(),
      name: 'Ana',
      email: 'ana@risema.test',
      passwordHash: 'x',
      role: 'admin',
      isActive: true,
      licenseId: null,
      mustChangePassword: false,
    });
    if (!created.ok) throw new Error(created.reason);
    await repositories.sessions.create('hash-1', created.user.id);
    await repositories.sessions.create('hash-2', created.user.id);
    expect((await repositories.sessions.findUser('hash-1'))?.user.id).toBe(created.user.id);
    expect((await repositories.sessions.findUser('hash-2'))?.user.id).toBe(created.user.id);
    await repositories.sessions.delete('hash-1');
    expect(await repositories.sessions.findUser('hash-1')).toBeNull();
    expect((await repositories.sessions.findUser('hash-2'))?.user.id).toBe(created.user.id);
    await repositories.users.toggleActive(created.user.id);
    expect(await repositories.sessions.findUser('hash-2')).toBeNull();
  });
});
