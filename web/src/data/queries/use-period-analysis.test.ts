import { sampleCompanyPeriods } from '@risema/finance-core/testing';
import { analyzePeriod } from '@risema/finance-core/views';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { RisemaDb } from '../db';
import { analysisOf, readAnalysisInputs } from './use-period-analysis';

const padaria = sampleCompanyPeriods('padaria-lusitana');
const companyId = padaria[0]?.companyId ?? '';

let db: RisemaDb | null = null;

async function openDb(): Promise<RisemaDb> {
  db = new RisemaDb(`risema-test-${crypto.randomUUID()}`, { indexedDB, IDBKeyRange });
  await db.open();
  await db.periods.bulkPut(padaria);
  // Another company's period must never be read.
  const other = sampleCompanyPeriods('tecnoserv');
  await db.periods.bulkPut(other);
  return db;
}

afterEach(async () => {
  await db?.delete();
  db = null;
});

describe('readAnalysisInputs', () => {
  it('reads the selected year and the year before of the company only', async () => {
    const local = await openDb();
    const rows = await readAnalysisInputs(local, companyId, '2025-12');
    expect(rows.map((row) => row.period).sort()).toEqual(['2024-12', '2025-06', '2025-12']);
    expect(rows.every((row) => row.companyId === companyId)).toBe(true);
  });

  it('reads nothing for an unreadable period', async () => {
    const local = await openDb();
    expect(await readAnalysisInputs(local, companyId, 'junho')).toEqual([]);
  });
});

describe('analysisOf', () => {
  it("equals finance-core's analysis of the period among the rows read", async () => {
    const local = await openDb();
    const rows = await readAnalysisInputs(local, companyId, '2025-12');
    const selected = rows.find((row) => row.period === '2025-12');
    expect(selected).toBeDefined();
    if (!selected) return;
    const analysis = analysisOf('2025-12', rows);
    expect(analysis).toEqual(analyzePeriod(selected, rows));
    expect(analysis?.previousYearPeriod).toBe('2024-12');
  });

  it('reuses the analysis of the same rows and recomputes when a row changes', () => {
    const rows = padaria.filter((row) => row.period.startsWith('2025'));
    const first = analysisOf('2025-06', rows);
    expect(analysisOf('2025-06', [...rows])).toBe(first);
    const updated = rows.map((row) =>
      row.period === '2025-06' ? { ...row, updatedAt: '2030-01-01T00:00:00.000Z' } : row,
    );
    expect(analysisOf('2025-06', updated)).not.toBe(first);
  });

  it('is null when the period is not stored', () => {
    expect(analysisOf('2023-12', padaria)).toBeNull();
  });
});
