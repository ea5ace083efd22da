import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../db/store';
import { STORES } from '../testing/test-stores';
import type { Repositories } from './index';
import { repositoryTestDb } from './repository-test-db';
import { readVersionFor } from './read-version';
import { Scope } from './scope';

describe.each(STORES)('the change log on %s', (kind) => {
  let store: Store;
  let repositories: Repositories;
  let dispose: () => Promise<void>;
  beforeEach(async () => {
    ({ store, repositories, dispose } = await repositoryTestDb(kind));
  });
  afterEach(() => dispose());

  const scope = () =>
    new Scope(store.db, { dialect: store.dialect, version: readVersionFor(kind) }, false);

  it('gives a write one sequence value, however many helpers ask, and current() follows', async () => {
    const root = scope();
    const start = await root.transaction((tx) => tx.changes.current());
    const [first, again] = await root.write(async (tx, seq) => [seq, await tx.changes.next()]);
    expect(first).toBe(start + 1);
    expect(again).toBe(first);
    expect(await root.transaction((tx) => tx.changes.current())).toBe(first);
  });

  it('hands a rolled-back value out again; the read version moves past it all the same', async () => {
    const root = scope();
    const before = await root.transaction((tx) => tx.changes.current());
    const version = root.context.version.current();
    await expect(root.write(() => Promise.reject(new Error('write refused')))).rejects.toThrow(
      'write refused',
    );
    expect(await root.transaction((tx) => tx.changes.current())).toBe(before);
    const reused = await root.write((_tx, seq) => Promise.resolve(seq));
    expect(reused).toBe(before + 1);
    expect(root.context.version.current()).toBeGreaterThan(version);
  });

  it('rolls back every helper of a unit of work together', async () => {
    const licenseId = crypto.randomUUID();
    await expect(
      repositories.transaction(async (tx) => {
        await tx.licenses.create({
          id: licenseId,
          officeName: 'Desfeito',
          tier: null,
          maxCompanies: 1,
          price: null,
          activationDate: new Date().toISOString(),
          expiryDate: new Date(Date.now() + 86_400_000).toISOString(),
          isActive: true,
        });
        expect(await tx.licenses.findById(licenseId)).not.toBeNull();
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await repositories.licenses.findById(licenseId)).toBeNull();
  });

  it('never answers a session from a cache after a revocation', async () => {
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
