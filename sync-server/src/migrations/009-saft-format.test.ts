import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { selectPeriods, toPeriodData } from '../repositories/rows';
import { STORES } from '../testing/test-stores';
import { migrationTestStore } from './migration-test-store';

describe.each(STORES)('migration 9 (SAF-T format) on %s', (kind) => {
  let env: Awaited<ReturnType<typeof migrationTestStore>>;
  beforeEach(async () => {
    env = await migrationTestStore(kind);
  });
  afterEach(() => env.dispose());

  it('reads periods stored before it as workbooks; a SAF-T row reads as a SAF-T; other formats are refused', async () => {
    await env.upTo(7);
    const { db } = env.store;
    const now = new Date().toISOString();
    await sql`INSERT INTO companies (id, name, tax_id, is_active, created_at, updated_at, seq)
      VALUES ('c', 'Empresa', '509442013', 1, ${now}, ${now}, 1)`.execute(db);
    await sql`INSERT INTO period_data (company_id, period, balance_sheet, income_statement,
         external_services, financial_ratios, income_statement_source, updated_at, seq)
       VALUES ('c', '2024-11', '[]', '[]', '[]', '[]', 'myreport', ${now}, 1)`.execute(db);

    // The later migrations run with it: today's row reader reads their columns too.
    expect(await env.upTo()).toEqual([8, 9, 10, 11, 12]);
    const before = toPeriodData(await selectPeriods(db).executeTakeFirstOrThrow());
    expect(before.incomeStatementSource).toBe('myreport');
    expect(before).not.toHaveProperty('format');

    await sql`INSERT INTO period_data (company_id, period, balance_sheet, income_statement,
         external_services, financial_ratios, income_statement_source, updated_at, seq, format)
       VALUES ('c', '2024-12', '[]', '[]', '[]', '[]', 'myreport', ${now}, 2, 'saft')`.execute(db);
    const saft = toPeriodData(
      await selectPeriods(db).where('p.period', '=', '2024-12').executeTakeFirstOrThrow(),
    );
    expect(saft).toMatchObject({ incomeStatementSource: 'saft', format: 'saft' });

    await expect(
      sql`UPDATE period_data SET format = 'csv' WHERE period = '2024-12'`.execute(db),
    ).rejects.toThrow();
  });
});
