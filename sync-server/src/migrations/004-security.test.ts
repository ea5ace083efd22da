import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { migrations } from './index';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('migration 004 (security)', () => {
  it("gives existing managers their first company's office and drops stored refusals", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'risema-004-'));
    dirs.push(dir);
    const db = openDatabase(dir);
    migrate(
      db,
      migrations.filter((migration) => migration.version < 4),
    );
    const now = new Date().toISOString();
    db.exec(`
      INSERT INTO licenses VALUES ('L1', 'Escritório', NULL, 5, NULL, '${now}', '${now}', 1, '${now}', '${now}', 1);
      INSERT INTO users (id, name, email, password_hash, role, is_active, license_id, created_at, updated_at, seq)
        VALUES ('A1', 'A', 'a@x.pt', 'h', 'accountant', 1, 'L1', '${now}', '${now}', 1),
               ('M1', 'M', 'm@x.pt', 'h', 'manager', 1, NULL, '${now}', '${now}', 1),
               ('M2', 'Órfão', 'o@x.pt', 'h', 'manager', 1, NULL, '${now}', '${now}', 1);
      INSERT INTO companies (id, name, tax_id, manager_id, accountant_id, is_active, created_at, updated_at, seq)
        VALUES ('C1', 'Empresa', '509442013', 'M1', 'A1', 1, '${now}', '${now}', 1);
      INSERT INTO idempotency_keys VALUES ('A1', 'k1', 'POST', '/api/companies', 201, NULL, '{}', '${now}'),
                                          ('A1', 'k2', 'POST', '/api/companies', 409, NULL, '{}', '${now}');
    `);
    expect(migrate(db, migrations)).toContain(4);
    const offices = db
      .prepare<[], { id: string; office: string | null }>(
        "SELECT id, manager_office_id AS office FROM users WHERE role = 'manager' ORDER BY id",
      )
      .all();
    expect(offices).toEqual([
      { id: 'M1', office: 'L1' },
      { id: 'M2', office: null },
    ]);
    const keys = db
      .prepare<[], { key: string }>('SELECT key FROM idempotency_keys')
      .all()
      .map((row) => row.key);
    expect(keys).toEqual(['k1']);
    db.close();
  });
});
