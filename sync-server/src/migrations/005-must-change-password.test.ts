import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import type { Db } from '../db/open';
import { openDatabase } from '../db/open';
import { createRepositories } from '../repositories';
import { migrations } from './index';

let dir: string;
let db: Db;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'risema-migration-'));
  db = openDatabase(dir);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('migration 5 (must change password)', () => {
  it('leaves every user stored before it without the duty, and new rows may carry it', async () => {
    migrate(
      db,
      migrations.filter((migration) => migration.version < 5),
    );
    const now = new Date().toISOString();
    db.prepare(
      `INSERT INTO users (id, name, email, password_hash, role, is_active, license_id,
         created_at, updated_at, seq)
       VALUES (?, 'Gestor', 'gestor@risema.test', 'x', 'manager', 1, NULL, ?, ?, 1)`,
    ).run('00000000-0000-4000-8000-000000000001', now, now);

    // Later migrations run too (the repositories need them).
    expect(migrate(db, migrations)).toContain(5);
    const repositories = createRepositories(db);
    const existing = await repositories.users.findById('00000000-0000-4000-8000-000000000001');
    expect(existing?.mustChangePassword).toBe(false);

    const created = await repositories.users.create({
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Contabilista',
      email: 'contabilista@risema.test',
      passwordHash: 'x',
      role: 'accountant',
      isActive: true,
      licenseId: null,
      mustChangePassword: true,
    });
    expect(created.ok && created.user.mustChangePassword).toBe(true);
    expect(() => db.prepare('UPDATE users SET must_change_password = 2').run()).toThrow(/CHECK/);
  });
});
