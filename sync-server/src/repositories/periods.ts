/* eslint-disable @typescript-eslint/require-await -- the methods are async so that another store
   (PostgreSQL) can stand behind the same interface; SQLite answers synchronously. */
import { revenueAccounts } from '@risema/finance-core/analysis';
import type {
  DetailedAccount,
  FinancialDataResponse,
  WorkbookKind,
} from '@risema/finance-core/contract';
import type { Db } from '../db/open';
import type { ChangeLog } from './changes';
import type { StatementSections } from './documents';
import type { StatementsJson } from './financial-data-json';
import { financialDataJson } from './financial-data-json';
import type { GzipJson } from './gzip-json';
import { gzipJsonSync, storedGzipJson } from './gzip-json';
import type { JsonBytes } from './json-bytes';
import { jsonBytes } from './json-bytes';
import { SeqCache } from './seq-cache';
import { parseAccounts } from './rows';

interface StatementsRow {
  balance_sheet: Buffer;
  income_statement: Buffer;
  external_services: Buffer;
  revenues: Buffer | null;
}

/** The revenue lines of an income statement (finance-core's rule), as JSON text. */
function revenuesJson(incomeStatement: DetailedAccount[]): string {
  return JSON.stringify(revenueAccounts(incomeStatement));
}

/** The stored JSON bytes of a row's statements (revenues derived for rows from before they were stored). */
function statementsOf(row: StatementsRow): StatementsJson {
  return {
    balanceSheet: jsonBytes<DetailedAccount[]>(row.balance_sheet),
    incomeStatement: jsonBytes<DetailedAccount[]>(row.income_statement),
    externalServices: jsonBytes<DetailedAccount[]>(row.external_services),
    revenues: jsonBytes<DetailedAccount[]>(
      row.revenues ??
        Buffer.from(revenuesJson(JSON.parse(row.income_statement.toString()) as DetailedAccount[])),
    ),
  };
}

/** The stored financial data of each company and period. */
export class PeriodRepository {
  readonly #list;
  readonly #statements;
  // For clients that do not accept gzip (browsers all do): about 10 KB each, some 5 MB.
  readonly #statementsCache = new SeqCache<StatementsJson | null>(500);
  // About 2.6 KB each: some 20 MB, 8000 periods. A read from SQLite, even of a narrow row,
  // costs several times what the rest of a cached read does (in WAL mode each read transaction
  // takes its lock on the shared-memory file with system calls).
  readonly #answerCache = new SeqCache<GzipJson<FinancialDataResponse> | null>(8000);
  readonly #answerGzip;
  readonly #storeAnswerGzip;
  readonly #ratios;
  readonly #exists;
  readonly #upsert;
  readonly #updateIncome;
  readonly #insertIncome;
  readonly #refreshCompany;

  constructor(
    private readonly db: Db,
    private readonly changes: ChangeLog,
  ) {
    this.#list = db
      .prepare<[string], string>(
        'SELECT period FROM period_data WHERE company_id = ? ORDER BY period DESC',
      )
      .pluck();
    this.#statements = db.prepare<[string, string], StatementsRow>(
      `SELECT CAST(balance_sheet AS BLOB) AS balance_sheet,
         CAST(income_statement AS BLOB) AS income_statement,
         CAST(external_services AS BLOB) AS external_services,
         CAST(revenues AS BLOB) AS revenues
       FROM period_data WHERE company_id = ? AND period = ?`,
    );
    this.#answerGzip = db
      .prepare<[string, string], Buffer>(
        'SELECT financial_data_gzip FROM period_answers WHERE company_id = ? AND period = ?',
      )
      .pluck();
    this.#storeAnswerGzip = db.prepare(
      `INSERT OR REPLACE INTO period_answers (company_id, period, financial_data_gzip)
       VALUES (?, ?, ?)`,
    );
    this.#ratios = db
      .prepare<[string, string], string>(
        'SELECT financial_ratios FROM period_data WHERE company_id = ? AND period = ?',
      )
      .pluck();
    this.#exists = db
      .prepare<[string, string], number>(
        'SELECT 1 FROM period_data WHERE company_id = ? AND period = ?',
      )
      .pluck();
    this.#upsert = db.prepare(
      `INSERT INTO period_data (company_id, period, balance_sheet, income_statement,
         external_services, financial_ratios, revenues, income_statement_source, updated_at, seq)
       VALUES (@companyId, @period, @balanceSheet, @incomeStatement, @externalServices,
         @financialRatios, @revenues, @source, @now, @seq)
       ON CONFLICT (company_id, period) DO UPDATE SET
         balance_sheet = excluded.balance_sheet,
         income_statement = excluded.income_statement,
         revenues = excluded.revenues,
         external_services = excluded.external_services,
         financial_ratios = excluded.financial_ratios,
         income_statement_source = excluded.income_statement_source,
         updated_at = excluded.updated_at,
         seq = excluded.seq`,
    );
    this.#updateIncome = db.prepare(
      `UPDATE period_data SET income_statement = @incomeStatement, revenues = @revenues,
         income_statement_source = @source, updated_at = @now, seq = @seq
       WHERE company_id = @companyId AND period = @period`,
    );
    this.#insertIncome = db.prepare(
      `INSERT INTO period_data (company_id, period, balance_sheet, income_statement,
         external_services, financial_ratios, revenues, income_statement_source, updated_at, seq)
       VALUES (@companyId, @period, '[]', @incomeStatement, '[]', '[]', @revenues, @source, @now,
         @seq)`,
    );
    this.#refreshCompany = db.prepare(
      `UPDATE companies SET
         data_period = (SELECT MAX(period) FROM period_data WHERE company_id = @companyId),
         seq = @seq
       WHERE id = @companyId`,
    );
  }

  /**
   * Stores statements as a period, inside the caller's transaction: a MyReport replaces every
   * section; a RISEMA simulation replaces only the income statement and keeps the rest (the
   * period is created with just the DRE when it had none). The company's newest period follows.
   */
  write(
    companyId: string,
    period: string,
    sections: StatementSections,
    source: WorkbookKind,
    seq: number,
    now: string,
  ): void {
    const json = (accounts: DetailedAccount[]) => JSON.stringify(accounts);
    const params = {
      companyId,
      period,
      balanceSheet: json(sections.balanceSheet),
      incomeStatement: json(sections.incomeStatement),
      externalServices: json(sections.externalServices),
      financialRatios: json(sections.financialRatios),
      revenues: revenuesJson(sections.incomeStatement),
      source,
      now,
      seq,
    };
    if (source === 'myreport') this.#upsert.run(params);
    else if (this.#exists.get(companyId, period) === 1) this.#updateIncome.run(params);
    else this.#insertIncome.run(params);
    this.changes.revive('period', `${companyId}:${period}`);
    this.#refreshCompany.run({ companyId, seq });
    this.#compressAnswer(companyId, period);
  }

  /**
   * Builds the period's financial-data answer from what its row now holds (a RISEMA write kept
   * the other sections), compresses it and stores it with the row; answers it, or null when the
   * period has no row.
   */
  #compressAnswer(companyId: string, period: string): GzipJson<FinancialDataResponse> | null {
    const row = this.#statements.get(companyId, period);
    if (!row) return null;
    const gzip = gzipJsonSync(financialDataJson(companyId, period, statementsOf(row)));
    this.#storeAnswerGzip.run(companyId, period, gzip);
    return gzip;
  }

  /**
   * Imports a period's statements without a document (MyReport semantics): for seeding and
   * migrating data in bulk.
   */
  async importPeriod(
    companyId: string,
    period: string,
    sections: StatementSections,
  ): Promise<void> {
    this.db.transaction(() => {
      this.write(
        companyId,
        period,
        sections,
        'myreport',
        this.changes.next(),
        new Date().toISOString(),
      );
    })();
  }

  /** The company's periods with data, newest first. */
  async list(companyId: string): Promise<string[]> {
    return this.#list.all(companyId);
  }

  /**
   * The balance sheet, income statement, FSE and revenue lines of a period as their stored JSON
   * bytes (the financial-data read answers them without a parse and re-serialisation), or null.
   */
  async statementsJson(companyId: string, period: string): Promise<StatementsJson | null> {
    const key = `${companyId}:${period}`;
    const version = this.changes.version;
    const cached = this.#statementsCache.get(key, version);
    if (cached !== undefined) return cached;
    const row = this.#statements.get(companyId, period);
    const statements = row ? statementsOf(row) : null;
    this.#statementsCache.set(key, version, statements);
    return statements;
  }

  /** The financial-data answer of a period (every section null when it has no data). */
  async financialDataJson(
    companyId: string,
    period: string,
  ): Promise<JsonBytes<FinancialDataResponse>> {
    return financialDataJson(companyId, period, await this.statementsJson(companyId, period));
  }

  /**
   * The same answer gzip-compressed, as stored when the period was written (a period written
   * before answers were stored is compressed and stored now, once); null when the period has no
   * data.
   */
  async financialDataGzip(
    companyId: string,
    period: string,
  ): Promise<GzipJson<FinancialDataResponse> | null> {
    const key = `${companyId}:${period}`;
    const version = this.changes.version;
    const cached = this.#answerCache.get(key, version);
    if (cached !== undefined) return cached;
    const stored = this.#answerGzip.get(companyId, period);
    const answer =
      stored !== undefined
        ? storedGzipJson<FinancialDataResponse>(stored)
        : this.db.transaction(() => this.#compressAnswer(companyId, period))();
    this.#answerCache.set(key, version, answer);
    return answer;
  }

  /** The financial ratios of a period, or null when the period has no data. */
  async ratios(companyId: string, period: string): Promise<DetailedAccount[] | null> {
    const json = this.#ratios.get(companyId, period);
    return json === undefined ? null : parseAccounts(json);
  }
}
