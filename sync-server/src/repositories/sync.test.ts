import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from '../db/store';
import { STORES } from '../testing/test-stores';
import type { Repositories } from './index';
import { createRepositories } from './index';
import { repositoryTestDb } from './repository-test-db';

describe.each(STORES)('SyncRepository on %s', (store) => {
  let repositories: Repositories;
  let dispose: () => Promise<void>;

  beforeEach(async () => {
    ({ repositories, dispose } = await repositoryTestDb(store));
  });
  afterEach(() => dispose());

  const license = (officeName: string) => ({
    id: crypto.randomUUID(),
    officeName,
    tier: null,
    maxCompanies: 10,
    price: null,
    activationDate: new Date().toISOString(),
    expiryDate: new Date(Date.now() + 86_400_000).toISOString(),
    isActive: true,
  });
  const accountant = (licenseId: string | null) => ({
    id: crypto.randomUUID(),
    name: 'Contabilista',
    email: `${crypto.randomUUID()}@risema.test`,
    passwordHash: 'not-used-here',
    role: 'accountant' as const,
    isActive: true,
    licenseId,
    mustChangePassword: false,
  });

  /** Pulls every page as `scope` from `since`; returns the pages. */
  async function pullAll(scope: { role: 'admin'; userId: string }, since: number, budget: number) {
    const pages = [];
    let cursor = since;
    for (let guard = 0; guard < 100; guard++) {
      const page = await repositories.sync.changesSince(scope, cursor, cursor > 0, budget);
      pages.push(page);
      expect(page.upTo).toBeGreaterThanOrEqual(cursor);
      cursor = page.upTo;
      if (!page.hasMore) return pages;
    }
    throw new Error('paging did not end');
  }

  describe('SyncRepository paging', () => {
    it('returns every row exactly once across pages, never splitting one write', async () => {
      const shared = await repositories.licenses.create(license('Partilhada'));
      for (let i = 0; i < 6; i++) await repositories.users.create(accountant(shared.id));
      for (let i = 0; i < 5; i++) await repositories.licenses.create(license(`Escritório ${i}`));
      // One write that changes seven rows (the licence and its six accountants) at one sequence value.
      await repositories.licenses.update(shared.id, { officeName: 'Partilhada (editada)' });

      const scope = { role: 'admin' as const, userId: crypto.randomUUID() };
      const pages = await pullAll(scope, 0, 3);
      expect(pages.length).toBeGreaterThan(2);
      const users = pages.flatMap((page) => page.changes.users.map((user) => user.id));
      const licenses = pages.flatMap((page) => page.changes.licenses.map((l) => l.id));
      expect(new Set(users).size).toBe(6);
      expect(users).toHaveLength(6);
      expect(new Set(licenses).size).toBe(6);
      expect(licenses).toHaveLength(6);
      // The seven rows of the edit come together, in one page, even past the budget of 3.
      const editPage = pages.find((page) => page.changes.licenses.some((l) => l.id === shared.id));
      expect(editPage?.changes.users).toHaveLength(6);
      expect(editPage?.changes.licenses.find((l) => l.id === shared.id)?.officeName).toBe(
        'Partilhada (editada)',
      );
      expect(pages.at(-1)?.hasMore).toBe(false);
    });

    it('answers only what changed after the cursor, deletions included', async () => {
      const a = await repositories.licenses.create(license('A'));
      const b = await repositories.licenses.create(license('B'));
      const scope = { role: 'admin' as const, userId: crypto.randomUUID() };
      const first = await repositories.sync.changesSince(scope, 0, false);
      expect(first.changes.licenses.map((l) => l.id).sort()).toEqual([a.id, b.id].sort());

      await repositories.licenses.update(a.id, { maxCompanies: 3 });
      await repositories.licenses.delete(b.id);
      const next = await repositories.sync.changesSince(scope, first.upTo, true);
      expect(next.changes.licenses.map((l) => l.id)).toEqual([a.id]);
      expect(next.deletions.licenses).toEqual([b.id]);

      const idle = await repositories.sync.changesSince(scope, next.upTo, true);
      expect(idle.changes.licenses).toEqual([]);
      expect(idle.deletions.licenses).toEqual([]);
      expect(idle.upTo).toBe(next.upTo);
    });

    it('gives a large group that exceeds the budget alone in one page', async () => {
      const shared = await repositories.licenses.create(license('Grande'));
      for (let i = 0; i < 12; i++) await repositories.users.create(accountant(shared.id));
      await repositories.licenses.update(shared.id, { officeName: 'Grande (editada)' });
      const scope = { role: 'admin' as const, userId: crypto.randomUUID() };
      const since = (await repositories.sync.changesSince(scope, 0, false, 1000)).upTo - 1;
      const page = await repositories.sync.changesSince(scope, since, true, 2);
      expect(page.changes.users).toHaveLength(12);
      // Rows past the budget were not seen in the first pass, so the page cannot promise it is the
      // last; the next one comes back empty and final.
      const after = await repositories.sync.changesSince(scope, page.upTo, true, 2);
      expect(after.changes.users).toEqual([]);
      expect(after.hasMore).toBe(false);
    });
  });
});

describe('the change feed with several writers on PostgreSQL', () => {
  it('orders commits by sequence value: a cursor never passes a write not yet committed', async () => {
    const first = await repositoryTestDb('postgres');
    const second = openStore(first.location);
    try {
      const scope = { role: 'admin' as const, userId: crypto.randomUUID() };
      const start = (await first.repositories.sync.changesSince(scope, 0, false)).upTo;
      const license = (officeName: string) => ({
        id: crypto.randomUUID(),
        officeName,
        tier: null,
        maxCompanies: 1,
        price: null,
        activationDate: new Date().toISOString(),
        expiryDate: new Date(Date.now() + 86_400_000).toISOString(),
        isActive: true,
      });
      // A write takes its sequence value and stays open.
      let finish = () => {};
      const held = new Promise<void>((resolve) => (finish = resolve));
      const early = license('Primeiro');
      let taken = () => {};
      const hasValue = new Promise<void>((resolve) => (taken = resolve));
      const slow = first.repositories.transaction(async (tx) => {
        await tx.licenses.create(early);
        taken();
        await held;
      });
      await hasValue;
      // Another process's write must wait for it: it cannot take the next value and commit first.
      const late = license('Segundo');
      let lateDone = false;
      const fast = createRepositories(second)
        .licenses.create(late)
        .then(() => (lateDone = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(lateDone).toBe(false);
      const meanwhile = await first.repositories.sync.changesSince(scope, start, true);
      expect(meanwhile.changes.licenses).toEqual([]);
      expect(meanwhile.upTo).toBe(start);
      finish();
      await slow;
      await fast;
      const after = await first.repositories.sync.changesSince(scope, meanwhile.upTo, true);
      expect(after.changes.licenses.map((l) => l.officeName)).toEqual(['Primeiro', 'Segundo']);
    } finally {
      await second.close();
      await first.dispose();
    }
  });
});
