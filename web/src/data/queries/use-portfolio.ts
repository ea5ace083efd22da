import { parsePeriod, sortPeriodsNewestFirst } from '@risema/finance-core/analysis';
import { buildPortfolio, isRealData, portfolioPeriod } from '@risema/finance-core/views';
import type { PortfolioPeriod, PortfolioRow } from '@risema/finance-core/views';
import { useLiveQuery } from '../hooks/use-live-query';
import { ANALYSIS_STAMP } from '../analysis-stamp';
import type { PeriodFigures, RisemaDb } from '../db';
import { useServices } from '../services-context';

/**
 * The portfolio's view of stored periods, read by id: the figures kept for the period when there
 * are (`periodFigures`: a write of the period drops them), else computed from the period's
 * statements — those new ones are handed to `computed`, for keeping.
 */
class PeriodReader {
  readonly read = new Map<string, PortfolioPeriod>();
  readonly computed: PeriodFigures[] = [];

  constructor(
    private readonly db: RisemaDb,
    /** The figures kept, by period id (all read at once: one request, not one per step). */
    private readonly kept: ReadonlyMap<string, PortfolioPeriod>,
  ) {}

  async load(ids: readonly string[]): Promise<void> {
    const missing: string[] = [];
    for (const id of ids) {
      if (this.read.has(id)) continue;
      const kept = this.kept.get(id);
      if (kept) this.read.set(id, kept);
      else missing.push(id);
    }
    if (missing.length === 0) return;
    for (const data of await this.db.periods.bulkGet(missing)) {
      if (!data) continue;
      const summary = portfolioPeriod(data);
      this.read.set(data.id, summary);
      this.computed.push({
        id: data.id,
        updatedAt: data.updatedAt,
        stamp: ANALYSIS_STAMP,
        summary,
      });
    }
  }

  /**
   * Reads, company by company, the ids of each list in order until one is real data (that one
   * included), all companies at once at each step.
   */
  async untilRealData(lists: ReadonlyMap<string, readonly string[]>): Promise<void> {
    const pending = new Map<string, number>([...lists.keys()].map((company) => [company, 0]));
    while (pending.size > 0) {
      const ids: string[] = [];
      for (const [company, index] of pending) {
        const id = lists.get(company)?.[index];
        if (id === undefined) pending.delete(company);
        else ids.push(id);
      }
      await this.load(ids);
      for (const [company, index] of pending) {
        const item = this.read.get(lists.get(company)?.[index] ?? '');
        if (item && isRealData(item)) pending.delete(company);
        else pending.set(company, index + 1);
      }
    }
  }
}

/**
 * The stored periods the portfolio's rules read (finance-core's `portfolioRow`), without reading
 * every period of every company: from each company's newest period down to its latest real one
 * with statements (the simulations above it included, or all when none is real), then the same
 * month of the year before and that year's periods down to its latest real one. Figures already
 * kept for a period are read instead of its statements; the others are computed and returned in
 * `computed`, for keeping.
 */
export async function readPortfolioPeriods(
  db: RisemaDb,
): Promise<{ periods: PortfolioPeriod[]; computed: PeriodFigures[] }> {
  const [ids, kept] = await Promise.all([
    db.periods.toCollection().primaryKeys(),
    db.periodFigures.toArray(),
  ]);
  const byCompany = new Map<string, Map<string, string>>();
  for (const id of ids) {
    const split = id.lastIndexOf(':');
    const company = id.slice(0, split);
    const periods = byCompany.get(company) ?? new Map<string, string>();
    periods.set(id.slice(split + 1), id);
    byCompany.set(company, periods);
  }
  const newestFirst = (periods: Map<string, string>, keep: (period: string) => boolean) =>
    sortPeriodsNewestFirst([...periods.keys()].filter(keep)).map(
      (period) => periods.get(period) ?? '',
    );

  const reader = new PeriodReader(
    db,
    new Map(
      kept.filter((item) => item.stamp === ANALYSIS_STAMP).map((item) => [item.id, item.summary]),
    ),
  );
  await reader.untilRealData(
    new Map(
      [...byCompany].map(([company, periods]) => [company, newestFirst(periods, () => true)]),
    ),
  );

  // The latest real period of each company, and what the year before must offer.
  const previousYear = new Map<string, string[]>();
  const sameMonths: string[] = [];
  for (const [company, periods] of byCompany) {
    const latest = newestFirst(periods, () => true)
      .map((id) => reader.read.get(id))
      .find((item) => item !== undefined && isRealData(item));
    const parts = latest ? parsePeriod(latest.period) : null;
    if (!parts) continue;
    previousYear.set(
      company,
      newestFirst(periods, (period) => parsePeriod(period)?.year === parts.year - 1),
    );
    for (const [period, id] of periods) {
      const other = parsePeriod(period);
      if (other?.year === parts.year - 1 && other.month === parts.month) sameMonths.push(id);
    }
  }
  await reader.load(sameMonths);
  await reader.untilRealData(previousYear);
  return { periods: [...reader.read.values()], computed: reader.computed };
}

/**
 * Keeps figures computed while reading, for the next reads. Outside the read (a live query only
 * reads); a failure only means computing them again next time.
 */
function keep(db: RisemaDb, computed: readonly PeriodFigures[]): void {
  if (computed.length === 0) return;
  setTimeout(() => {
    db.periodFigures.bulkPut([...computed]).catch((error: unknown) => {
      console.error('Portfolio figures not kept', error);
    });
  }, 0);
}

/** The accountant's `Carteira de clientes` as of `now`, from this device's data. */
export async function readPortfolio(db: RisemaDb, now: Date): Promise<PortfolioRow[]> {
  const [companies, { periods, computed }] = await Promise.all([
    db.companies.toArray(),
    readPortfolioPeriods(db),
  ]);
  keep(db, computed);
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
