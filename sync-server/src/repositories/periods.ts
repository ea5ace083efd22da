import type {
  DetailedAccount,
  PeriodNote,
  PeriodUpload,
  WorkbookKind,
} from '@risema/finance-core/contract';
import { uploadsAfter } from '@risema/finance-core/contract';
import { CompiledOnce, PreparedSql } from '../db/compiled-query';
import { sql } from 'kysely';
import type { Db, DialectAdapter, StoreKind } from '../db/dialect-adapter';
import { bool, parseAccounts, toPeriodNote } from './rows';
import type { CompanyOwners } from './companies';
import type { Scope } from './scope';
import type { PeriodSections, StoredTieOut } from './sections';
import { BatchedRead } from './batched-read';
import { SeqCache } from './seq-cache';

/**
 * A period's balance sheet, income statement, FSE and revenue lines as the UTF-8 JSON text they
 * were stored as (this server wrote it from the reader's validated output). `revenues` is null
 * for rows written before revenue lines were stored. `seq` is the period's sequence value: an
 * answer made from these statements is kept for it (`keepFinancialDataGzip`).
 */
export interface StoredStatements {
  balanceSheet: Buffer;
  incomeStatement: Buffer;
  externalServices: Buffer;
  revenues: Buffer | null;
  seq: number;
}

/**
 * The tie-out checks of the sections a RISEMA simulation keeps (the balance sheet and the FSE):
 * its confirmation keeps the period's stored checks of these codes and replaces every other one
 * (the DRE's) with its own; its own checks of these codes are of sections it does not write.
 */
const KEPT_BY_RISEMA: ReadonlySet<string> = new Set(['balance-sheet', 'fse-total']);

function parseTieOuts(json: string | null): StoredTieOut[] {
  return json === null ? [] : (JSON.parse(json) as StoredTieOut[]);
}

/** What else a period's write keeps: the document's failed checks and the file's format. */
export interface WriteOptions {
  /**
   * The document's failed checks as stored JSON (null: none kept): MyReport's replace the
   * period's; RISEMA's replace those of the DRE.
   */
  tieOuts?: string | null;
  /** What writes the balance sheet, FSE and ratios (MyReport writes only; default a workbook). */
  format?: 'workbook' | 'saft';
  /** The confirmed upload the statements come from (null or absent: an import). */
  upload?: PeriodUpload | null;
}

/**
 * Stores statements as a period, inside the caller's write: a MyReport (or a SAF-T month) replaces every section; a
 * RISEMA simulation replaces only the income statement and its revenue lines and keeps the rest
 * (the period is created with just the DRE when it had none). The company's newest period
 * follows, and the answer kept for the period is dropped (the next read makes it again from what
 * the row now holds). `tieOuts` is the document's failed checks as stored JSON (null: none kept):
 * MyReport's replace the period's; RISEMA's replace those of the DRE. `options.upload` is the confirmed
 * document the statements come from (null: an import), recorded in the period's `uploads`
 * (`uploadsAfter`). The period's note stays whatever is written.
 */
export async function writePeriod(
  tx: Scope,
  companyId: string,
  period: string,
  sections: PeriodSections,
  source: WorkbookKind,
  seq: number,
  now: string,
  options: WriteOptions = {},
): Promise<void> {
  const tieOuts = options.tieOuts ?? null;
  const upload = options.upload ?? null;
  const json = (accounts: DetailedAccount[]) => JSON.stringify(accounts);
  const incomeStatement = incomeStatementColumns(
    json(sections.incomeStatement),
    // Documents uploaded before revenue lines were derived at upload have none.
    sections.revenues ? json(sections.revenues) : null,
    source,
    now,
    seq,
  );
  if (source === 'myreport') {
    await replacePeriod.execute(
      tx.db,
      companyId,
      period,
      incomeStatement.income_statement,
      incomeStatement.revenues,
      now,
      seq,
      json(sections.balanceSheet),
      json(sections.externalServices),
      json(sections.financialRatios),
      tieOuts,
      upload ? JSON.stringify(uploadsAfter([], upload)) : null,
      options.format ?? 'workbook',
    );
  } else {
    const own = parseTieOuts(tieOuts).filter((check) => !KEPT_BY_RISEMA.has(check.code));
    const existing = await tx.db
      .selectFrom('period_data')
      .select(['tie_outs', 'uploads'])
      .where('company_id', '=', companyId)
      .where('period', '=', period)
      .executeTakeFirst();
    const uploadsWith = (before: string | null | undefined) => {
      const stored = before ? (JSON.parse(before) as PeriodUpload[]) : [];
      return upload ? JSON.stringify(uploadsAfter(stored, upload)) : (before ?? null);
    };
    if (existing) {
      const kept = parseTieOuts(existing.tie_outs).filter((check) =>
        KEPT_BY_RISEMA.has(check.code),
      );
      await tx.db
        .updateTable('period_data')
        .set({
          ...incomeStatement,
          tie_outs: JSON.stringify([...kept, ...own]),
          uploads: uploadsWith(existing.uploads),
        })
        .where('company_id', '=', companyId)
        .where('period', '=', period)
        .execute();
    } else {
      await tx.db
        .insertInto('period_data')
        .values({
          company_id: companyId,
          period,
          ...incomeStatement,
          balance_sheet: '[]',
          external_services: '[]',
          financial_ratios: '[]',
          tie_outs: JSON.stringify(own),
          uploads: uploadsWith(null),
        })
        .execute();
    }
  }
  await tx.changes.revive('period', `${companyId}:${period}`);
  await followNewestPeriod.execute(tx.db, companyId, seq);
  await dropKeptAnswer.execute(tx.db, companyId, period);
}

/** The columns of a period row that an income statement writes (every source writes them). */
function incomeStatementColumns(
  incomeStatement: string,
  revenues: string | null,
  source: WorkbookKind,
  now: string,
  seq: number,
) {
  return {
    income_statement: incomeStatement,
    revenues,
    income_statement_source: source,
    updated_at: now,
    seq,
  };
}

// The statements of every confirmation, compiled once (see `CompiledOnce`).

/** A MyReport (or SAF-T month) period, every section replaced. */
const replacePeriod = new CompiledOnce(
  (
    db: Db,
    companyId: string,
    period: string,
    incomeStatement: string,
    revenues: string | null,
    now: string,
    seq: number,
    balanceSheet: string,
    externalServices: string,
    financialRatios: string,
    tieOuts: string | null,
    uploads: string | null,
    format: 'workbook' | 'saft',
  ) => {
    const all = {
      ...incomeStatementColumns(incomeStatement, revenues, 'myreport', now, seq),
      balance_sheet: balanceSheet,
      external_services: externalServices,
      financial_ratios: financialRatios,
      tie_outs: tieOuts,
      uploads,
      format,
    };
    return db
      .insertInto('period_data')
      .values({ company_id: companyId, period, ...all })
      .onConflict((conflict) => conflict.columns(['company_id', 'period']).doUpdateSet(all));
  },
);

/** The company's newest period follows its periods; its sequence value is the write's. */
const followNewestPeriod = new CompiledOnce((db: Db, companyId: string, seq: number) =>
  db
    .updateTable('companies')
    .set((eb) => ({
      data_period: eb
        .selectFrom('period_data')
        .select((inner) => inner.fn.max('period').as('newest'))
        .where('company_id', '=', companyId),
      seq,
    }))
    .where('id', '=', companyId),
);

const dropKeptAnswer = new CompiledOnce((db: Db, companyId: string, period: string) =>
  db.deleteFrom('period_answers').where('company_id', '=', companyId).where('period', '=', period),
);

/** Keeps a period's answer unless one of newer data is kept (see `keepFinancialDataGzip`). */
const keepAnswer = new CompiledOnce(
  (db: Db, companyId: string, period: string, gzip: Buffer, seq: number) =>
    db
      .insertInto('period_answers')
      .values({ company_id: companyId, period, financial_data_gzip: gzip, seq })
      .onConflict((conflict) =>
        conflict
          .columns(['company_id', 'period'])
          .doUpdateSet((eb) => ({
            financial_data_gzip: eb.ref('excluded.financial_data_gzip'),
            seq: eb.ref('excluded.seq'),
          }))
          // An answer of older data never replaces one of newer data.
          .where((eb) =>
            eb.or([
              eb('period_answers.seq', 'is', null),
              eb('period_answers.seq', '<', eb.ref('excluded.seq')),
            ]),
          ),
      ),
);

/**
 * A period's kept answer while it is of what the period holds: every financial-data read that
 * misses the cache runs it, so it is compiled once.
 */
const keptAnswer = new CompiledOnce(keptAnswerQuery);

/** The kept answer of a period, joined to its current version so a stale one is never read. */
function keptAnswerQuery(db: Db, companyId: string, period: string) {
  return db
    .selectFrom('period_answers as a')
    .innerJoin('period_data as p', (join) =>
      join
        .onRef('p.company_id', '=', 'a.company_id')
        .onRef('p.period', '=', 'a.period')
        .onRef('p.seq', '=', 'a.seq'),
    )
    .select('a.financial_data_gzip')
    .where('a.company_id', '=', companyId)
    .where('a.period', '=', period);
}

/**
 * What a read version reads from the store, and a period's kept answer: its sequence value (null
 * when none is kept for what the period now holds) and its bytes, unless they are the ones the
 * process already holds (`gzip` null when `seq` is the one it named).
 */
interface VersionAndAnswer {
  counter: number | null;
  seq: number | null;
  gzip: Buffer | null;
  /** PostgreSQL: the company's id when it exists, and its owners, read in the same snapshot. */
  company_id?: string | null;
  accountant_id?: string | null;
  manager_id?: string | null;
  is_active?: number | null;
}

/**
 * The kept answer's sequence value and, unless it is `heldSeq` (the one whose bytes the process
 * holds), its bytes: an unchanged answer is neither read from its TOAST pages nor sent.
 */
function keptAnswerUnlessHeld(db: Db, companyId: string, period: string, heldSeq: number) {
  return keptAnswerQuery(db, companyId, period)
    .clearSelect()
    .select((eb) => [
      'a.seq',
      eb
        .case()
        .when('a.seq', '=', heldSeq)
        .then(sql<Buffer | null>`null`)
        .else(eb.ref('a.financial_data_gzip'))
        .end()
        .as('gzip'),
    ]);
}

/** A financial-data read's period, and the sequence value of the answer the process holds. */
interface AnswerKey {
  companyId: string;
  period: string;
  heldSeq: number;
}

/**
 * What the read version reads (`ReadVersion.refresh`) and a period's kept answer, in one
 * statement: the stored change counter on PostgreSQL, the connection's `data_version` on SQLite
 * (the pragma as a table-valued function, read in the statement's own snapshot). The answer is
 * left-joined: the version comes whether one is kept or not.
 */
const versionAndAnswerBy: Record<
  StoreKind,
  CompiledOnce<[string, string, number], VersionAndAnswer>
> = {
  postgres: new CompiledOnce((db: Db, companyId: string, period: string, heldSeq: number) =>
    db
      .selectFrom('change_sequence as c')
      .leftJoin(keptAnswerUnlessHeld(db, companyId, period, heldSeq).as('k'), (join) =>
        join.onTrue(),
      )
      .leftJoin('companies as co', (join) => join.on('co.id', '=', companyId))
      .select([
        'c.value as counter',
        'k.seq',
        'k.gzip',
        'co.id as company_id',
        'co.accountant_id',
        'co.manager_id',
        'co.is_active',
      ])
      .where('c.id', '=', 1),
  ),
  sqlite: new CompiledOnce((db: Db, companyId: string, period: string, heldSeq: number) =>
    db
      .selectFrom(sql<{ data_version: number }>`pragma_data_version()`.as('v'))
      .leftJoin(keptAnswerUnlessHeld(db, companyId, period, heldSeq).as('k'), (join) =>
        join.onTrue(),
      )
      .select(['v.data_version as counter', 'k.seq', 'k.gzip']),
  ),
};

/**
 * PostgreSQL: the stored change counter and the kept answers of the reads asked together
 * (`BatchedRead`), in one statement and one snapshot, one row per read in the reads' order
 * (`ordinality`); each answer as `keptAnswerUnlessHeld` reads it. A round trip costs the server
 * more than the statement (a socket write and a wake-up of each side), so under load the reads
 * parsed together share one.
 */
const postgresVersionAndAnswers = new PreparedSql<VersionAndAnswer & { i: number }>(
  `select c.value as counter, r.i, a.seq,
     case when a.seq = r.held then null else a.financial_data_gzip end as gzip,
     co.id as company_id, co.accountant_id, co.manager_id, co.is_active
   from change_sequence as c
   cross join unnest($1::text[], $2::text[], $3::bigint[])
     with ordinality as r(company_id, period, held, i)
   left join companies as co on co.id = r.company_id
   left join lateral (
     select a.seq, a.financial_data_gzip from period_answers as a
     inner join period_data as p
       on p.company_id = a.company_id and p.period = a.period and p.seq = a.seq
     where a.company_id = r.company_id and a.period = r.period
   ) as a on true
   where c.id = 1
   order by r.i`,
);

/**
 * The reads of one turn on PostgreSQL, one result per key in the keys' order: a lone read by
 * `versionAndAnswerBy` (its plan is the simpler), several by `postgresVersionAndAnswers`.
 */
async function postgresReads(db: Db, keys: readonly AnswerKey[]): Promise<VersionAndAnswer[]> {
  const [only] = keys;
  if (keys.length === 1 && only) {
    const row = await versionAndAnswerBy.postgres.takeFirst(
      db,
      only.companyId,
      only.period,
      only.heldSeq,
    );
    return row ? [row] : [];
  }
  const rows = await postgresVersionAndAnswers.execute(db, [
    keys.map((key) => key.companyId),
    keys.map((key) => key.period),
    keys.map((key) => key.heldSeq),
  ]);
  return rows;
}

/**
 * Kept answers a process holds, by bytes: some 3.6 KB each, 6,000 or so (the bound the former answers cache had).
 * Each read still goes to
 * the store for the answer's current sequence value; the held bytes only spare reading and
 * sending them again while the period is unchanged.
 */
const HELD_ANSWER_BYTES = 24 * 1024 * 1024;

/** A period's statements as their UTF-8 bytes, compiled once per dialect (how it reads them). */
const statementsBy = new Map<DialectAdapter, CompiledOnce<[string, string], StatementsRow>>();

interface StatementsRow {
  balanceSheet: Buffer;
  incomeStatement: Buffer;
  externalServices: Buffer;
  revenues: Buffer | null;
  seq: number;
}

function storedStatements(dialect: DialectAdapter): CompiledOnce<[string, string], StatementsRow> {
  let query = statementsBy.get(dialect);
  if (!query) {
    query = new CompiledOnce((db: Db, companyId: string, period: string) =>
      db
        .selectFrom('period_data')
        .select([
          dialect.utf8('balance_sheet').as('balanceSheet'),
          dialect.utf8('income_statement').as('incomeStatement'),
          dialect.utf8('external_services').as('externalServices'),
          dialect.utf8('revenues').$castTo<Buffer | null>().as('revenues'),
          'seq',
        ])
        .where('company_id', '=', companyId)
        .where('period', '=', period),
    );
    statementsBy.set(dialect, query);
  }
  return query;
}

/** The stored financial data of each company and period. */
export class PeriodRepository {
  // Read for clients that do not accept gzip (browsers all do) and to make the kept answer:
  // about 10 KB each, some 5 MB; at most 8 MiB whatever their size.
  #statements: SeqCache<StoredStatements | null> | undefined;
  // Kept answers as last read, by the sequence value of the data they were made from.
  #answers: SeqCache<Buffer> | undefined;
  // PostgreSQL: the financial-data reads asked together, in one statement (see BatchedRead).
  #reads: BatchedRead<AnswerKey, VersionAndAnswer> | undefined;

  constructor(private readonly scope: Scope) {}

  #statementsCache(): SeqCache<StoredStatements | null> | undefined {
    if (this.scope.inTransaction) return undefined;
    return (this.#statements ??= new SeqCache(500, {
      maxBytes: 8 * 1024 * 1024,
      sizeOf: (statements) =>
        statements === null
          ? 0
          : statements.balanceSheet.length +
            statements.incomeStatement.length +
            statements.externalServices.length +
            (statements.revenues?.length ?? 0),
    }));
  }

  /**
   * Imports a period's statements without a document (MyReport semantics): for seeding and
   * migrating data in bulk.
   */
  async importPeriod(companyId: string, period: string, sections: PeriodSections): Promise<void> {
    await this.scope.write((tx, seq) =>
      writePeriod(tx, companyId, period, sections, 'myreport', seq, new Date().toISOString()),
    );
  }

  /**
   * Replaces the note of a stored period (an empty text removes it), recording who wrote it and
   * when; the period syncs again with it. Answers the note as stored (null: removed), or
   * `not-found` when the company has no such period.
   */
  async saveNote(
    companyId: string,
    period: string,
    text: string,
    author: { id: string; name: string },
  ): Promise<{ ok: true; note: PeriodNote | null } | { ok: false }> {
    return this.scope.write(async (tx, seq) => {
      const note =
        text === ''
          ? { note: null, note_author_id: null, note_author_name: null, note_updated_at: null }
          : {
              note: text,
              note_author_id: author.id,
              note_author_name: author.name,
              note_updated_at: new Date().toISOString(),
            };
      const { numUpdatedRows } = await tx.db
        .updateTable('period_data')
        .set({ ...note, seq })
        .where('company_id', '=', companyId)
        .where('period', '=', period)
        .executeTakeFirst();
      if (Number(numUpdatedRows) === 0) return { ok: false };
      return { ok: true, note: toPeriodNote(note) };
    });
  }

  /**
   * Deletes a stored period with the documents confirmed for it (their files too), as one write
   * synced as a deletion to the company's accountant and manager. The company's newest period,
   * document count and last upload follow what is left. False when there is no such period.
   */
  async delete(companyId: string, period: string): Promise<boolean> {
    return this.scope.write(async (tx, seq) => {
      const company = await tx.db
        .selectFrom('companies as c')
        .innerJoin('period_data as p', 'p.company_id', 'c.id')
        .select(['c.accountant_id', 'c.manager_id'])
        .where('c.id', '=', companyId)
        .where('p.period', '=', period)
        .executeTakeFirst();
      if (!company) return false;
      await tx.changes.tombstone(seq, 'period', `${companyId}:${period}`, {
        adminVisible: false,
        accountantId: company.accountant_id,
        managerId: company.manager_id,
      });
      await tx.db
        .deleteFrom('period_data')
        .where('company_id', '=', companyId)
        .where('period', '=', period)
        .execute();
      const { numDeletedRows } = await tx.db
        .deleteFrom('documents')
        .where('company_id', '=', companyId)
        .where('status', '=', 'confirmed')
        .where('confirmed_period', '=', period)
        .executeTakeFirst();
      const removed = Number(numDeletedRows);
      await tx.db
        .updateTable('companies')
        .set((eb) => ({
          data_period: eb
            .selectFrom('period_data')
            .select((inner) => inner.fn.max('period').as('newest'))
            .where('company_id', '=', companyId),
          last_upload_date: eb
            .selectFrom('documents')
            .select((inner) => inner.fn.max('confirmed_at').as('latest'))
            .where('company_id', '=', companyId)
            .where('status', '=', 'confirmed'),
          document_count: eb
            .case()
            .when('document_count', '>', removed)
            .then(eb('document_count', '-', removed))
            .else(0)
            .end(),
          updated_at: new Date().toISOString(),
          seq,
        }))
        .where('id', '=', companyId)
        .execute();
      return true;
    });
  }

  /** The company's periods with data, newest first. */
  async list(companyId: string): Promise<string[]> {
    const rows = await this.scope.db
      .selectFrom('period_data')
      .select('period')
      .where('company_id', '=', companyId)
      .orderBy('period', 'desc')
      .execute();
    return rows.map((row) => row.period);
  }

  /**
   * The balance sheet, income statement, FSE and revenue lines of a period as their stored JSON
   * text (the financial-data read answers them without a parse and re-serialisation), or null.
   */
  async statements(companyId: string, period: string): Promise<StoredStatements | null> {
    const { db, dialect, context } = this.scope;
    const key = `${companyId}:${period}`;
    const cache = this.#statementsCache();
    const version = context.version.current();
    const cached = cache?.get(key, version);
    if (cached !== undefined) return cached;
    const row = await storedStatements(dialect).takeFirst(db, companyId, period);
    const statements: StoredStatements | null = row
      ? {
          balanceSheet: row.balanceSheet,
          incomeStatement: row.incomeStatement,
          externalServices: row.externalServices,
          revenues: row.revenues,
          seq: row.seq,
        }
      : null;
    cache?.set(key, version, statements);
    return statements;
  }

  /**
   * The period's financial-data answer as kept, gzip-compressed (`keepFinancialDataGzip`), or
   * null when none is kept for what the period now holds (a period without data, one written
   * since, or one whose answer was made from data another process has since replaced). Read
   * from the store each time (a financial-data read goes through `answerWithVersion`, which
   * holds the answers it read and has the store send only those that changed).
   */
  async financialDataGzip(companyId: string, period: string): Promise<Buffer | null> {
    const row = await keptAnswer.takeFirst(this.scope.db, companyId, period);
    return row?.financial_data_gzip ?? null;
  }

  /**
   * A financial-data read's one statement, where the read version is read from the store (the
   * change counter on PostgreSQL, `data_version` on SQLite; see `ReadVersion.readsStore`): that
   * and the period's kept answer, read together in one snapshot, before the session is looked
   * up. The version moves as `refresh` would move it, so the session lookup that follows reads
   * nothing of its own. Answers the kept answer (null when none is kept for what the period now
   * holds), or undefined where nothing was read (a version of the process's own, a transaction).
   *
   * The process holds the answers it read last (bounded by bytes, least recently used first),
   * each with the sequence value of the period's data it was made from. The statement is told
   * that value, and answers the period's current one and the bytes only when they differ: every
   * read still asks the store, so an answer another process has replaced is never served, but
   * an unchanged one is not read from its pages, sent and decoded again.
   *
   * On PostgreSQL the same statement reads the company's owners (null: no such company) and
   * hands them to `onOwners` with the counter value read in its snapshot, the version they are
   * current at (`CompanyRepository.keepOwners`): the owner check that follows reads nothing
   * either, whether or not a write anywhere has moved the version since the company was read.
   */
  async answerWithVersion(
    companyId: string,
    period: string,
    onOwners?: (owners: CompanyOwners | null, version: number) => void,
  ): Promise<Buffer | null | undefined> {
    const { scope } = this;
    const { version } = scope.context;
    if (!version.readsStore || scope.inTransaction) return undefined;
    const key = `${companyId}\u0000${period}`;
    // Bounded by bytes alone (an unbounded count makes every hit count as a use: a true LRU).
    const held = (this.#answers ??= new SeqCache<Buffer>(Infinity, {
      maxBytes: HELD_ANSWER_BYTES,
      sizeOf: (answer) => answer.length,
    }));
    const holding = held.peek(key);
    const heldSeq = holding?.version ?? -1;
    const row =
      scope.dialect.kind === 'postgres'
        ? await (this.#reads ??= new BatchedRead((keys) => postgresReads(scope.db, keys))).get({
            companyId,
            period,
            heldSeq,
          })
        : await versionAndAnswerBy.sqlite.takeFirst(scope.db, companyId, period, heldSeq);
    version.observe(row?.counter ?? 0);
    if (row && row.counter !== null && row.company_id !== undefined) {
      onOwners?.(
        row.company_id === null
          ? null
          : {
              accountantId: row.accountant_id ?? null,
              managerId: row.manager_id ?? null,
              isActive: bool(row.is_active ?? 0),
            },
        row.counter,
      );
    }
    if (!row || row.seq === null) return null;
    if (row.gzip) {
      held.set(key, row.seq, row.gzip);
      return row.gzip;
    }
    if (holding && holding.version === row.seq) {
      held.get(key, row.seq);
      return holding.value;
    }
    throw new Error('the store left out a kept answer this process does not hold');
  }

  /**
   * Keeps the period's compressed financial-data answer, made from its statements as read at
   * sequence value `made.seq`. It is answered only while the period still holds what it was made
   * from (`financialDataGzip` compares the sequence values), so an answer kept after another
   * process wrote the period is never served; the period's next write drops it.
   */
  async keepFinancialDataGzip(
    companyId: string,
    period: string,
    gzip: Uint8Array,
    made: { seq: number },
  ): Promise<void> {
    const bytes = Buffer.from(gzip.buffer, gzip.byteOffset, gzip.byteLength);
    try {
      await keepAnswer.execute(this.scope.db, companyId, period, bytes, made.seq);
    } catch (error) {
      // No such period (any more: another process deleted its company): nothing to keep.
      if (this.scope.dialect.isForeignKeyViolation(error)) return;
      throw error;
    }
  }

  /** The financial ratios of a period, or null when the period has no data. */
  async ratios(companyId: string, period: string): Promise<DetailedAccount[] | null> {
    const row = await this.scope.db
      .selectFrom('period_data')
      .select('financial_ratios')
      .where('company_id', '=', companyId)
      .where('period', '=', period)
      .executeTakeFirst();
    return row ? parseAccounts(row.financial_ratios) : null;
  }
}
