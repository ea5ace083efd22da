/* eslint-disable @typescript-eslint/require-await -- the methods are async so that another store
   (PostgreSQL) can stand behind the same interface; SQLite answers synchronously. */
import type { PeriodData } from '@risema/finance-core/contract';
import type { Db } from '../db/open';
import type { PeriodRow } from './rows';
import { PERIOD_COLUMNS, toPeriodData } from './rows';

/** The stored financial data of each company and period. */
export class PeriodRepository {
  readonly #list;
  readonly #get;

  constructor(db: Db) {
    this.#list = db
      .prepare<[string], string>(
        'SELECT period FROM period_data WHERE company_id = ? ORDER BY period DESC',
      )
      .pluck();
    this.#get = db.prepare<[string, string], PeriodRow>(
      `SELECT ${PERIOD_COLUMNS} FROM period_data WHERE company_id = ? AND period = ?`,
    );
  }

  /** The company's periods with data, newest first. */
  async list(companyId: string): Promise<string[]> {
    return this.#list.all(companyId);
  }

  async get(companyId: string, period: string): Promise<PeriodData | null> {
    const row = this.#get.get(companyId, period);
    return row ? toPeriodData(row) : null;
  }
}
