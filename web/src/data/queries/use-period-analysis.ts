import { parsePeriod } from '@risema/finance-core/analysis';
import type { PeriodData } from '@risema/finance-core/contract';
import { analyzePeriod } from '@risema/finance-core/views';
import type { PeriodAnalysis } from '@risema/finance-core/views';
import { useLiveQuery } from '../hooks/use-live-query';
import { useMemo } from 'react';
import type { RisemaDb } from '../db';
import { useServices } from '../services-context';

/** Whether an analysis of `period` reads the stored period `other`: its own year and the year before. */
function readsPeriod(period: string, other: string): boolean {
  const selected = parsePeriod(period);
  const year = parsePeriod(other)?.year;
  return selected !== null && (year === selected.year || year === selected.year - 1);
}

/** The stored periods an analysis of `period` reads: its own year and the year before. */
export async function readAnalysisInputs(
  db: RisemaDb,
  companyId: string,
  period: string,
): Promise<PeriodData[]> {
  if (!parsePeriod(period)) return [];
  const prefix = `${companyId}:`;
  const ids = (await db.periods.where('companyId').equals(companyId).primaryKeys()).filter((id) =>
    readsPeriod(period, id.slice(prefix.length)),
  );
  const rows = await db.periods.bulkGet(ids);
  return rows.filter((row): row is PeriodData => row !== undefined);
}

// Analyses of the stored data as last read, by their identity (ids and update times): switching
// tabs or coming back to a period reuses them instead of reading and computing again.
const CACHE_SIZE = 12;
const analyses = new Map<string, PeriodAnalysis | null>();
const lastInputs = new Map<string, PeriodData[]>();

function signature(period: string, rows: readonly PeriodData[]): string {
  return `${period}|${rows.map((row) => `${row.id}@${row.updatedAt}`).join(',')}`;
}

function remember<T>(map: Map<string, T>, key: string, value: T): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > CACHE_SIZE) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
}

/**
 * Keeps, as the analysis of `period` would read them, the inputs among `companyRows` (every
 * stored period of the company, just read): the view opening on that period then draws its
 * figures in its first render, from these, while its own live query reads them again — one
 * database read and one drawing of skeletons fewer on a cold start (a reload of /company/{id}).
 */
export function keepAnalysisInputs(
  companyId: string,
  period: string,
  companyRows: readonly PeriodData[],
): void {
  if (!parsePeriod(period)) return;
  const rows = companyRows
    .filter((row) => row.companyId === companyId && readsPeriod(period, row.period))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  remember(lastInputs, `${companyId}|${period}`, rows);
}

/** The inputs of the analysis of a company's `period` as last read or kept, if any. */
export function keptAnalysisInputs(companyId: string, period: string): PeriodData[] | undefined {
  return lastInputs.get(`${companyId}|${period}`);
}

/** The analysis of `period` among `rows` (memoised by the rows' identity); null without data. */
export function analysisOf(period: string, rows: readonly PeriodData[]): PeriodAnalysis | null {
  const key = signature(period, rows);
  const cached = analyses.get(key);
  if (cached !== undefined) return cached;
  const data = rows.find((row) => row.period === period);
  const analysis = data ? analyzePeriod(data, rows) : null;
  remember(analyses, key, analysis);
  return analysis;
}

/**
 * Every figure of a company's period, computed by finance-core from this device's data (Dexie),
 * following it live: undefined while reading, null when the period is not stored.
 */
export function usePeriodAnalysis(
  companyId: string,
  period: string,
): PeriodAnalysis | null | undefined {
  const { db } = useServices();
  const inputKey = `${companyId}|${period}`;
  const rows = useLiveQuery(
    async () => {
      const read = await readAnalysisInputs(db, companyId, period);
      remember(lastInputs, inputKey, read);
      return read;
    },
    [db, companyId, period, inputKey],
    keptAnalysisInputs(companyId, period),
  );
  return useMemo(() => (rows === undefined ? undefined : analysisOf(period, rows)), [period, rows]);
}
