import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { selectPeriods, toPeriodData } from '../repositories/rows';
import { STORES } from '../testing/test-stores';
import { migrationTestStore } from './migration-test-store';

describe.each(STORES)('migration 6 (tie-outs) on %s', (kind) => {
  let env: Awaited<ReturnType<typeof migrationTestStore>>;
  beforeEach(async () => {
    env = await migrationTestStore(kind);
  });
  afterEach(() => env.dispose());

  it('leaves periods stored before it without tie-outs; rows written after carry theirs', async () => {
    await env.upTo(5);
    const { db } = env.store;
    const now = new Date().toISOString();
    // The period alone is what the migration touches; its company is the smallest there is.
    await sql`INSERT INTO companies (id, name, tax_id, is_active, created_at, updated_at, seq)
      VALUES ('c', 'Empresa', '509442013', 1, ${now}, ${now}, 1)`.execute(db);
    await sql`INSERT INTO period_data (company_id, period, balance_sheet, income_statement,
         external_services, financial_ratios, income_statement_source, updated_at, seq)
       VALUES ('c', '2024-12', '[]', '[]', '[]', '[]', 'myreport', ${now}, 1)`.execute(db);

    expect(await env.upTo(6)).toEqual([6]);
    // Later migrations run too: today's row reader reads their columns.
    await env.upTo();
    const read = async () => toPeriodData(await selectPeriods(db).executeTakeFirstOrThrow());
    expect(await read()).not.toHaveProperty('tieOuts');

    const tieOuts = [{ code: 'fse-total', message: 'O total dos FSE não bate certo.' }];
    await db
      .updateTable('period_data')
      .set({ tie_outs: JSON.stringify(tieOuts) })
      .execute();
    expect((await read()).tieOuts).toEqual(tieOuts);
  });
});
