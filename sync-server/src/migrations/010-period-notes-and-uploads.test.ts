import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { selectPeriods, toPeriodData } from '../repositories/rows';
import { STORES } from '../testing/test-stores';
import { migrationTestStore } from './migration-test-store';

describe.each(STORES)('migration 10 (period notes and uploads) on %s', (kind) => {
  let env: Awaited<ReturnType<typeof migrationTestStore>>;
  beforeEach(async () => {
    env = await migrationTestStore(kind);
  });
  afterEach(() => env.dispose());

  it('gives stored periods the uploads they came from, and no note', async () => {
    await env.upTo(7);
    const { db } = env.store;
    const now = '2025-11-02T10:00:00.000Z';
    await sql`INSERT INTO users (id, name, email, password_hash, role, is_active, created_at,
         updated_at, seq)
       VALUES ('u', 'Ana Contabilista', 'ana@risema.test', 'x', 'accountant', 1, ${now}, ${now}, 1)`.execute(
      db,
    );
    await sql`INSERT INTO companies (id, name, tax_id, is_active, created_at, updated_at, seq)
      VALUES ('c', 'Empresa', '509442013', 1, ${now}, ${now}, 1)`.execute(db);
    for (const period of ['2025-09', '2025-10', '2025-11']) {
      await sql`INSERT INTO period_data (company_id, period, balance_sheet, income_statement,
           external_services, financial_ratios, income_statement_source, updated_at, seq)
         VALUES ('c', ${period}, '[]', '[]', '[]', '[]', 'myreport', ${now}, 1)`.execute(db);
    }
    const documents: [string, string, string, 'myreport' | 'risema', string | null][] = [
      // 2025-10: a MyReport, a simulation, a newer MyReport (the last one alone counts), then a
      // simulation on top of it; 2025-09: one MyReport by a user since deleted; 2025-11: none.
      ['d1', '2025-10', '2025-10-01T09:00:00.000Z', 'myreport', 'u'],
      ['d2', '2025-10', '2025-10-02T09:00:00.000Z', 'risema', 'u'],
      ['d3', '2025-10', '2025-10-03T09:00:00.000Z', 'myreport', 'u'],
      ['d4', '2025-10', '2025-10-04T09:00:00.000Z', 'risema', 'u'],
      ['d5', '2025-09', '2025-09-30T09:00:00.000Z', 'myreport', null],
    ];
    for (const [id, period, at, kind, by] of documents) {
      await sql`INSERT INTO documents (id, company_id, uploaded_by, kind, file_name, size, status,
           result, uploaded_at, confirmed_period, confirmed_at)
         VALUES (${id}, 'c', ${by}, ${kind}, ${`${id}.xlsx`}, 1, 'confirmed', '{}', ${at},
           ${period}, ${at})`.execute(db);
    }
    // A pending upload is no source.
    await sql`INSERT INTO documents (id, company_id, uploaded_by, kind, file_name, size, status,
         result, uploaded_at)
       VALUES ('d6', 'c', 'u', 'myreport', 'd6.xlsx', 1, 'pending', '{}', ${now})`.execute(db);

    expect(await env.upTo()).toContain(10);
    const periods = new Map(
      (await selectPeriods(db).execute()).map((row) => [row.period, toPeriodData(row)]),
    );
    expect(periods.get('2025-10')?.uploads).toEqual([
      {
        kind: 'myreport',
        fileName: 'd3.xlsx',
        uploadedBy: 'Ana Contabilista',
        confirmedAt: '2025-10-03T09:00:00.000Z',
      },
      {
        kind: 'risema',
        fileName: 'd4.xlsx',
        uploadedBy: 'Ana Contabilista',
        confirmedAt: '2025-10-04T09:00:00.000Z',
      },
    ]);
    expect(periods.get('2025-09')?.uploads).toEqual([
      {
        kind: 'myreport',
        fileName: 'd5.xlsx',
        uploadedBy: null,
        confirmedAt: '2025-09-30T09:00:00.000Z',
      },
    ]);
    expect(periods.get('2025-11')).not.toHaveProperty('uploads');
    for (const period of periods.values()) expect(period.note).toBeNull();
  });
});
