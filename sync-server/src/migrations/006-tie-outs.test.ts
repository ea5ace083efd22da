import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import type { Db } from '../db/open';
import { openDatabase } from '../db/open';
import type { PeriodRow } from '../repositories/rows';
import { PERIOD_COLUMNS, toPeriodData } from '../repositories/rows';
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

describe('migration 6 (tie-outs)', () => {
  it('leaves periods stored before it without tie-outs; rows written after carry theirs', () => {
    migrate(
      db,
      migrations.filter((migration) => migration.version < 6),
    );
    // The period alone is what the migration touches: its company does not matter here.
    db.pragma('foreign_keys = OFF');
    db.prepare(
      `INSERT INTO period_data (company_id, period, balance_sheet, income_statement,
         external_services, financial_ratios, income_statement_source, updated_at, seq)
       VALUES ('c', '2024-12', '[]', '[]', '[]', '[]', 'myreport', ?, 1)`,
    ).run(new Date().toISOString());

    expect(migrate(db, migrations)).toEqual([6]);
    const read = () =>
      toPeriodData(
        db.prepare<[], PeriodRow>(`SELECT ${PERIOD_COLUMNS} FROM period_data`).get() as PeriodRow,
      );
    expect(read()).not.toHaveProperty('tieOuts');

    const tieOuts = [{ code: 'fse-total', message: 'O total dos FSE não bate certo.' }];
    db.prepare('UPDATE period_data SET tie_outs = ?').run(JSON.stringify(tieOuts));
    expect(read().tieOuts).toEqual(tieOuts);
  });
});
