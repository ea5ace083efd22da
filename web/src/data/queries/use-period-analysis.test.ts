import { sampleCompanyPeriods } from '@risema/finance-core/testing';
import { analyzePeriod } from '@risema/finance-core/views';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { RisemaDb } from '../db';
import {
  analysisOf,
  keepAnalysisInputs,
  keptAnalysisInputs,
  readAnalysisInputs,
} from './use-period-analysis';

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

describe('keepAnalysisInputs', () => {
  it('keeps, from every stored period of the company, what readAnalysisInputs would read', async () => {
    const local = await openDb();
    // Read in another order than the index's, with another company's period among them.
    const all = [...(await local.periods.toArray())].reverse();
    keepAnalysisInputs(companyId, '2025-12', all);
    const kept = keptAnalysisInputs(companyId, '2025-12');
    expect(kept).toEqual(await readAnalysisInputs(local, companyId, '2025-12'));
    // The analysis drawn from them is the one the live query's rows give (the same memo entry).
    const read = await readAnalysisInputs(local, companyId, '2025-12');
    expect(analysisOf('2025-12', kept ?? [])).toBe(analysisOf('2025-12', read));
  });

  it('keeps the freshest rows, and nothing for an unreadable period', async () => {
    const local = await openDb();
    const all = await local.periods.where('companyId').equals(companyId).toArray();
    keepAnalysisInputs(companyId, '2025-06', all);
    const updated = all.map((row) =>
      row.period === '2025-06' ? { ...row, updatedAt: '2031-01-01T00:00:00.000Z' } : row,
    );
    keepAnalysisInputs(companyId, '2025-06', updated);
    expect(keptAnalysisInputs(companyId, '2025-06')?.find((row) => row.period === '2025-06'))
      .toMatchObject({ updatedAt: '2031-01-01T00:00:00.000Z' });
    keepAnalysisInputs(companyId, 'junho', all);
    expect(keptAnalysisInputs(companyId, 'junho')).toBeUndefined();
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
