/* eslint-disable @typescript-eslint/require-await -- the methods are async so that another store
   (PostgreSQL) can stand behind the same interface; SQLite answers synchronously. */
import type { DetailedAccount, WorkbookKind } from '@risema/finance-core/contract';
import type { Db } from '../db/open';
import type { ChangeLog } from './changes';
import type { PeriodSections } from './documents';
import { SeqCache } from './seq-cache';
import { parseAccounts } from './rows';

/**
 * A period's balance sheet, income statement, FSE and revenue lines as the UTF-8 JSON text they
 * were stored as (this server wrote it from the reader's validated output). `revenues` is null
 * for rows written before revenue lines were stored.
 */
export interface StoredStatements {
  balanceSheet: Buffer;
  incomeStatement: Buffer;
  externalServices: Buffer;
  revenues: Buffer | null;
}

/**
 * The tie-out checks of the sections a RISEMA simulation keeps (the balance sheet and the FSE):
 * its confirmation keeps the period's stored checks of these codes and replaces every other one
 * (the DRE's) with its own; its own checks of these codes are of sections it does not write.
 */
const KEPT_BY_RISEMA = "'balance-sheet', 'fse-total'";

/** The stored financial data of each company and period. */
export class PeriodRepository {
  readonly #list;
  readonly #statements;
  // Read for clients that do not accept gzip (browsers all do) and to make the kept answer:
  // about 10 KB each, some 5 MB; at most 8 MiB whatever their size.
  readonly #statementsCache = new SeqCache<StoredStatements | null>(500, {
    maxBytes: 8 * 1024 * 1024,
    sizeOf: (statements) =>
      statements === null
        ? 0
        : statements.balanceSheet.length +
          statements.incomeStatement.length +
          statements.externalServices.length +
          (statements.revenues?.length ?? 0),
  });
  // About 2.6 KB each: some 20 MB, 8000 periods; at most 24 MiB whatever their size. A read from
  // SQLite, even of a narrow row, costs several times what the rest of a cached read does (in
  // WAL mode each read transaction takes its lock on the shared-memory file with system calls).
  readonly #answerCache = new SeqCache<Buffer | null>(8000, {
    maxBytes: 24 * 1024 * 1024,
    sizeOf: (answer) => answer?.length ?? 0,
  });
  readonly #answerGzip;
  readonly #storeAnswerGzip;
  readonly #dropAnswer;
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
    this.#statements = db.prepare<[string, string], StoredStatements>(
      `SELECT CAST(balance_sheet AS BLOB) AS balanceSheet,
         CAST(income_statement AS BLOB) AS incomeStatement,
         CAST(external_services AS BLOB) AS externalServices,
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
    this.#dropAnswer = db.prepare('DELETE FROM period_answers WHERE company_id = ? AND period = ?');
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
         external_services, financial_ratios, revenues, income_statement_source, updated_at, seq,
         tie_outs)
       VALUES (@companyId, @period, @balanceSheet, @incomeStatement, @externalServices,
         @financialRatios, @revenues, @source, @now, @seq, @tieOuts)
       ON CONFLICT (company_id, period) DO UPDATE SET
         balance_sheet = excluded.balance_sheet,
         income_statement = excluded.income_statement,
         revenues = excluded.revenues,
         external_services = excluded.external_services,
         financial_ratios = excluded.financial_ratios,
         income_statement_source = excluded.income_statement_source,
         updated_at = excluded.updated_at,
         seq = excluded.seq,
         tie_outs = excluded.tie_outs`,
    );
    this.#updateIncome = db.prepare(
      `UPDATE period_data SET income_statement = @incomeStatement, revenues = @revenues,
         income_statement_source = @source, updated_at = @now, seq = @seq,
         tie_outs = (SELECT json_group_array(json(value)) FROM (
           SELECT value FROM json_each(COALESCE(period_data.tie_outs, '[]'))
             WHERE json_extract(value, '$.code') IN (${KEPT_BY_RISEMA})
           UNION ALL
           SELECT value FROM json_each(COALESCE(@tieOuts, '[]'))
             WHERE json_extract(value, '$.code') NOT IN (${KEPT_BY_RISEMA})))
       WHERE company_id = @companyId AND period = @period`,
    );
    this.#insertIncome = db.prepare(
      `INSERT INTO period_data (company_id, period, balance_sheet, income_statement,
         external_services, financial_ratios, revenues, income_statement_source, updated_at, seq,
         tie_outs)
       VALUES (@companyId, @period, '[]', @incomeStatement, '[]', '[]', @revenues, @source, @now,
         @seq, (SELECT json_group_array(json(value)) FROM json_each(COALESCE(@tieOuts, '[]'))
           WHERE json_extract(value, '$.code') NOT IN (${KEPT_BY_RISEMA})))`,
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
   * section; a RISEMA simulation replaces only the income statement and its revenue lines and
   * keeps the rest (the period is created with just the DRE when it had none). The company's
   * newest period follows, and the answer kept for the period is dropped (the next read makes it
   * again from what the row now holds). `tieOuts` is the document's failed checks as stored JSON
   * (null: none kept): MyReport's replace the period's; RISEMA's replace those of the DRE.
   */
  write(
    companyId: string,
    period: string,
    sections: PeriodSections,
    source: WorkbookKind,
    seq: number,
    now: string,
    tieOuts: string | null = null,
  ): void {
    const json = (accounts: DetailedAccount[]) => JSON.stringify(accounts);
    const params = {
      companyId,
      period,
      balanceSheet: json(sections.balanceSheet),
      incomeStatement: json(sections.incomeStatement),
      externalServices: json(sections.externalServices),
      financialRatios: json(sections.financialRatios),
      // Documents uploaded before revenue lines were derived at upload have none.
      revenues: sections.revenues ? json(sections.revenues) : null,
      source,
      now,
      seq,
      tieOuts,
    };
    if (source === 'myreport') this.#upsert.run(params);
    else if (this.#exists.get(companyId, period) === 1) this.#updateIncome.run(params);
    else this.#insertIncome.run(params);
    this.changes.revive('period', `${companyId}:${period}`);
    this.#refreshCompany.run({ companyId, seq });
    this.#dropAnswer.run(companyId, period);
  }

  /**
   * Imports a period's statements without a document (MyReport semantics): for seeding and
   * migrating data in bulk.
   */
  async importPeriod(companyId: string, period: string, sections: PeriodSections): Promise<void> {
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
   * text (the financial-data read answers them without a parse and re-serialisation), or null.
   */
  async statements(companyId: string, period: string): Promise<StoredStatements | null> {
    const key = `${companyId}:${period}`;
    const version = this.changes.version;
    const cached = this.#statementsCache.get(key, version);
    if (cached !== undefined) return cached;
    const statements = this.#statements.get(companyId, period) ?? null;
    this.#statementsCache.set(key, version, statements);
    return statements;
  }

  /**
   * The period's financial-data answer as kept, gzip-compressed (`keepFinancialDataGzip`), or
   * null when none is kept (a period without data, or one written since the answer was kept).
   */
  async financialDataGzip(companyId: string, period: string): Promise<Buffer | null> {
    const key = `${companyId}:${period}`;
    const version = this.changes.version;
    const cached = this.#answerCache.get(key, version);
    if (cached !== undefined) return cached;
    const stored = this.#answerGzip.get(companyId, period) ?? null;
    this.#answerCache.set(key, version, stored);
    return stored;
  }

  /**
   * Keeps the period's compressed financial-data answer, made from the statements read at
   * `version` (Repositories.version). Nothing is kept when a write came in between: the answer
   * would be of data the period no longer holds. The period's next write drops it.
   */
  async keepFinancialDataGzip(
    companyId: string,
    period: string,
    gzip: Uint8Array,
    version: number,
  ): Promise<void> {
    if (version !== this.changes.version || this.#exists.get(companyId, period) !== 1) return;
    const bytes = Buffer.from(gzip.buffer, gzip.byteOffset, gzip.byteLength);
    this.#storeAnswerGzip.run(companyId, period, bytes);
    this.#answerCache.set(`${companyId}:${period}`, version, bytes);
  }

  /** The financial ratios of a period, or null when the period has no data. */
  async ratios(companyId: string, period: string): Promise<DetailedAccount[] | null> {
    const json = this.#ratios.get(companyId, period);
    return json === undefined ? null : parseAccounts(json);
  }
}
