import { parsePeriod, sortPeriodsNewestFirst } from '@risema/finance-core/analysis';
import type { PeriodData } from '@risema/finance-core/contract';
import { buildPortfolio, isSimulation } from '@risema/finance-core/views';
import type { PortfolioRow } from '@risema/finance-core/views';
import { useLiveQuery } from 'dexie-react-hooks';
import type { RisemaDb } from '../db';
import { useServices } from '../services-context';

function usable(data: PeriodData): boolean {
  return (
    !isSimulation(data) &&
    (data.balanceSheet.length > 0 ||
      data.incomeStatement.length > 0 ||
      data.externalServices.length > 0)
  );
}

/**
 * Reads, company by company, the ids of each list in order until one row is `usable` (that one
 * included), all companies in one `bulkGet` per step. `read` keeps every row read.
 */
async function readUntilUsable(
  db: RisemaDb,
  lists: ReadonlyMap<string, readonly string[]>,
  read: Map<string, PeriodData>,
): Promise<void> {
  const pending = new Map<string, number>([...lists.keys()].map((company) => [company, 0]));
  while (pending.size > 0) {
    const ids: string[] = [];
    for (const [company, index] of pending) {
      const id = lists.get(company)?.[index];
      if (id === undefined) pending.delete(company);
      else if (!read.has(id)) ids.push(id);
    }
    const rows = await db.periods.bulkGet(ids);
    for (const row of rows) if (row) read.set(row.id, row);
    for (const [company, index] of pending) {
      const row = read.get(lists.get(company)?.[index] ?? '');
      if (row && usable(row)) pending.delete(company);
      else pending.set(company, index + 1);
    }
  }
}

/**
 * The stored periods the portfolio's rules read (finance-core's `portfolioRow`), without reading
 * every period of every company: from each company's newest period down to its latest real one
 * with statements (the simulations above it included, or all when none is real), then the same
 * month of the year before and that year's periods down to its latest real one.
 */
export async function readPortfolioPeriods(db: RisemaDb): Promise<PeriodData[]> {
  const ids = await db.periods.toCollection().primaryKeys();
  const byCompany = new Map<string, Map<string, string>>();
  for (const id of ids) {
    const split = id.lastIndexOf(':');
    const company = id.slice(0, split);
    const periods = byCompany.get(company) ?? new Map<string, string>();
    periods.set(id.slice(split + 1), id);
    byCompany.set(company, periods);
  }
  const newestFirst = (periods: Map<string, string>, keep: (period: string) => boolean) =>
    sortPeriodsNewestFirst([...periods.keys()].filter(keep)).map((period) => periods.get(period) ?? '');

  const read = new Map<string, PeriodData>();
  await readUntilUsable(
    db,
    new Map([...byCompany].map(([company, periods]) => [company, newestFirst(periods, () => true)])),
    read,
  );

  // The latest usable period of each company, and what the year before must offer.
  const previousYear = new Map<string, string[]>();
  const sameMonths: string[] = [];
  for (const [company, periods] of byCompany) {
    const latest = newestFirst(periods, () => true)
      .map((id) => read.get(id))
      .find((row) => row !== undefined && usable(row));
    const parts = latest ? parsePeriod(latest.period) : null;
    if (!parts) continue;
    previousYear.set(
      company,
      newestFirst(periods, (period) => parsePeriod(period)?.year === parts.year - 1),
    );
    for (const [period, id] of periods) {
      const other = parsePeriod(period);
      if (other?.year === parts.year - 1 && other.month === parts.month && !read.has(id)) {
        sameMonths.push(id);
      }
    }
  }
  for (const row of await db.periods.bulkGet(sameMonths)) if (row) read.set(row.id, row);
  await readUntilUsable(db, previousYear, read);
  return [...read.values()];
}

/** The accountant's `Carteira de clientes` as of `now`, from this device's data. */
export async function readPortfolio(db: RisemaDb, now: Date): Promise<PortfolioRow[]> {
  const [companies, periods] = await Promise.all([
    db.companies.toArray(),
    readPortfolioPeriods(db),
  ]);
  return buildPortfolio(companies, periods, now);
}

/**
 * The portfolio of the companies this device holds (Dexie, live: a sync or an upload shows at
 * once), most urgent first; undefined while the first read runs. Works offline.
 */
export function usePortfolio(): PortfolioRow[] | undefined {
  const { db } = useServices();
  return useLiveQuery(() => readPortfolio(db, new Date()), [db]);
}
