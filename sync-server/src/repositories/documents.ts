import type { ConfirmDocumentResponse, DocumentKind } from '@risema/finance-core/contract';
import { CompiledOnce } from '../db/compiled-query';
import type { Db } from '../db/dialect-adapter';
import { writePeriod } from './periods';
import type { Scope } from './scope';
import type { PeriodSections, StatementSections, StoredTieOut } from './sections';

/** One month of a SAF-T as its confirmation stores it. */
export interface SaftMonthSections {
  period: string;
  sections: PeriodSections;
  tieOuts: readonly StoredTieOut[];
}

export interface NewDocument {
  id: string;
  companyId: string;
  uploadedBy: string;
  kind: DocumentKind;
  fileName: string;
  extractedPeriod: string | null;
  companyName: string | null;
  nif: string | null;
  sections: PeriodSections;
  /** The tie-out checks the workbook failed (none: empty). */
  tieOuts: readonly StoredTieOut[];
  /** A SAF-T's months (`kind` `saft`): each is stored as a period when chosen at confirmation. */
  saftMonths?: readonly SaftMonthSections[];
  /** The original file's size in bytes. */
  size: number;
  /** The original file as kept for audit (`packFile`: compressed when that pays). */
  file: StoredFile;
}

/**
 * An upload's original file as the store keeps it (`document_files`, migration 12): the bytes as
 * received, or gzip (`http/stored-file.ts` packs and unpacks it).
 */
export interface StoredFile {
  content: Buffer;
  encoding: 'identity' | 'gzip';
}

/** How a pending SAF-T's months are kept in `documents.result`. */
interface StoredSaftResult {
  months: SaftMonthSections[];
}

/** The contract's kind of a stored document: a SAF-T is kept as what it replaces plus its format. */
function kindOf(row: { kind: 'myreport' | 'risema'; format: 'workbook' | 'saft' }): DocumentKind {
  return row.format === 'saft' ? 'saft' : row.kind;
}

function withRevenues(stored: StatementSections & Partial<PeriodSections>): PeriodSections {
  return { ...stored, revenues: stored.revenues ?? null };
}

/** What confirm needs to know about a document. */
export interface DocumentSummary {
  id: string;
  companyId: string;
  kind: DocumentKind;
  status: 'pending' | 'confirmed';
}

export type ConfirmResult =
  | { ok: true; response: ConfirmDocumentResponse }
  | { ok: false; reason: 'not-found' | 'already-confirmed' }
  | { ok: false; reason: 'not-in-file'; period: string };

// The statements of every upload and confirmation, compiled once (see `CompiledOnce`).
const insertDocument = new CompiledOnce(
  (
    db: Db,
    id: string,
    companyId: string,
    uploadedBy: string,
    kind: 'myreport' | 'risema',
    format: 'workbook' | 'saft',
    fileName: string,
    size: number,
    extractedPeriod: string | null,
    companyName: string | null,
    nif: string | null,
    result: string,
    tieOuts: string | null,
    uploadedAt: string,
  ) =>
    db.insertInto('documents').values({
      id,
      company_id: companyId,
      uploaded_by: uploadedBy,
      kind,
      format,
      file_name: fileName,
      size,
      status: 'pending',
      extracted_period: extractedPeriod,
      company_name: companyName,
      nif,
      result,
      tie_outs: tieOuts,
      uploaded_at: uploadedAt,
    }),
);

const insertDocumentFile = new CompiledOnce(
  (db: Db, documentId: string, content: Buffer, encoding: StoredFile['encoding']) =>
    db.insertInto('document_files').values({ document_id: documentId, content, encoding }),
);

const documentSummary = new CompiledOnce((db: Db, id: string) =>
  db
    .selectFrom('documents')
    .select(['id', 'company_id', 'kind', 'format', 'status'])
    .where('id', '=', id),
);

const documentToConfirm = new CompiledOnce((db: Db, id: string) =>
  db
    .selectFrom('documents as d')
    .leftJoin('users as u', 'u.id', 'd.uploaded_by')
    .select([
      'd.id',
      'd.company_id',
      'd.kind',
      'd.format',
      'd.status',
      'd.result',
      'd.tie_outs',
      'd.file_name',
      'u.name as uploader',
    ])
    .where('d.id', '=', id),
);

const markConfirmed = new CompiledOnce((db: Db, id: string, period: string, now: string) =>
  db
    .updateTable('documents')
    .set({ status: 'confirmed', confirmed_period: period, confirmed_at: now })
    .where('id', '=', id),
);

const countUpload = new CompiledOnce((db: Db, companyId: string, now: string) =>
  db
    .updateTable('companies')
    .set((eb) => ({ document_count: eb('document_count', '+', 1), last_upload_date: now }))
    .where('id', '=', companyId),
);

/**
 * Uploaded workbooks and the period data they feed. A pending upload (read, waiting for its
 * period to be confirmed) lives in the store with its extracted statements and original bytes,
 * so any server process confirms what another received.
 */
export class DocumentRepository {
  constructor(private readonly scope: Scope) {}

  /** Stores a read workbook or SAF-T, pending confirmation, with its original file. */
  async createPending(document: NewDocument): Promise<void> {
    const saft = document.kind === 'saft';
    const result: StoredSaftResult | PeriodSections = saft
      ? { months: [...(document.saftMonths ?? [])] }
      : document.sections;
    await this.scope.transaction(async (tx) => {
      await insertDocument.execute(
        tx.db,
        document.id,
        document.companyId,
        document.uploadedBy,
        // A SAF-T replaces every statement of its months, as MyReport does.
        document.kind === 'saft' ? 'myreport' : document.kind,
        saft ? 'saft' : 'workbook',
        document.fileName,
        document.size,
        document.extractedPeriod,
        document.companyName,
        document.nif,
        JSON.stringify(result),
        saft ? null : JSON.stringify(document.tieOuts),
        new Date().toISOString(),
      );
      await insertDocumentFile.execute(
        tx.db,
        document.id,
        document.file.content,
        document.file.encoding,
      );
    });
  }

  async findById(id: string): Promise<DocumentSummary | null> {
    const row = await documentSummary.takeFirst(this.scope.db, id);
    return row
      ? { id: row.id, companyId: row.company_id, kind: kindOf(row), status: row.status }
      : null;
  }

  /** The original file of a document, as kept (`unpackFile` gives the bytes as received). */
  async file(id: string): Promise<StoredFile | null> {
    const row = await this.scope.db
      .selectFrom('document_files')
      .select(['content', 'encoding'])
      .where('document_id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  }

  /**
   * Stores the document's statements as the given periods, in one transaction (see
   * `writePeriod` for what MyReport and RISEMA replace) and marks it confirmed: a workbook's as
   * its one period; a SAF-T's chosen months each as its period, every statement replaced, as
   * MyReport does (a month the file does not give refuses the whole confirmation). Of two
   * confirmations of one document (two processes, say), the second finds it confirmed.
   */
  async confirm(id: string, periods: readonly string[]): Promise<ConfirmResult> {
    return this.scope.write(async (tx, seq): Promise<ConfirmResult> => {
      const row = await documentToConfirm.takeFirst(tx.db, id);
      if (!row) return { ok: false, reason: 'not-found' };
      if (row.status !== 'pending') return { ok: false, reason: 'already-confirmed' };
      const chosen = [...new Set(periods)].sort();
      const now = new Date().toISOString();
      const upload = {
        kind: kindOf(row),
        fileName: row.file_name,
        uploadedBy: row.uploader,
        confirmedAt: now,
      };
      if (row.format === 'saft') {
        const { months } = JSON.parse(row.result) as StoredSaftResult;
        const byPeriod = new Map(months.map((month) => [month.period, month]));
        const missing = chosen.find((period) => !byPeriod.has(period));
        if (missing !== undefined) return { ok: false, reason: 'not-in-file', period: missing };
        for (const period of chosen) {
          const month = byPeriod.get(period);
          if (!month) continue;
          await writePeriod(
            tx,
            row.company_id,
            period,
            withRevenues(month.sections),
            'myreport',
            seq,
            now,
            {
              tieOuts: JSON.stringify(month.tieOuts),
              format: 'saft',
              upload,
            },
          );
        }
      } else {
        const stored = JSON.parse(row.result) as StatementSections & Partial<PeriodSections>;
        for (const period of chosen) {
          await writePeriod(tx, row.company_id, period, withRevenues(stored), row.kind, seq, now, {
            tieOuts: row.tie_outs,
            upload,
          });
        }
      }
      const newest = chosen.at(-1) ?? '';
      await markConfirmed.execute(tx.db, id, newest, now);
      await countUpload.execute(tx.db, row.company_id, now);
      return {
        ok: true,
        response: {
          status: 'confirmed',
          documentId: id,
          companyId: row.company_id,
          kind: kindOf(row),
          period: newest,
          ...(row.format === 'saft' ? { periods: chosen } : {}),
        },
      };
    });
  }

  /** Removes documents left pending longer than `maxAgeMs` (uploads never confirmed). */
  async purgePending(maxAgeMs: number, now = new Date()): Promise<number> {
    const { numDeletedRows } = await this.scope.db
      .deleteFrom('documents')
      .where('status', '=', 'pending')
      .where('uploaded_at', '<', new Date(now.getTime() - maxAgeMs).toISOString())
      .executeTakeFirst();
    return Number(numDeletedRows);
  }

  /** Confirmed documents, for the admin's figures. */
  async confirmedCount(): Promise<number> {
    const row = await this.scope.db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'confirmed')
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }
}
