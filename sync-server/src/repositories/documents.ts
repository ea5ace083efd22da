/* eslint-disable @typescript-eslint/require-await -- the methods are async so that another store
   (PostgreSQL) can stand behind the same interface; SQLite answers synchronously. */
import type {
  ConfirmDocumentResponse,
  DetailedAccount,
  StatementKey,
  WorkbookKind,
} from '@risema/finance-core/contract';
import type { Db } from '../db/open';
import type { ChangeLog } from './changes';
import type { PeriodRepository } from './periods';

/** The four statements as the reader extracted them, kept until the period is confirmed. */
export type StatementSections = Record<StatementKey, DetailedAccount[]>;

/**
 * What a document writes as a period: its four statements and the revenue lines of its income
 * statement, derived by the route with finance-core's rule. Null for a document uploaded before
 * revenue lines were derived at upload: the financial-data read derives them.
 */
export interface PeriodSections extends StatementSections {
  revenues: DetailedAccount[] | null;
}

/** A tie-out check a workbook failed (finance-core's `TieOut`), kept as it was answered. */
export interface StoredTieOut {
  code: string;
  message: string;
}

export interface NewDocument {
  id: string;
  companyId: string;
  uploadedBy: string;
  kind: WorkbookKind;
  fileName: string;
  extractedPeriod: string | null;
  companyName: string | null;
  nif: string | null;
  sections: PeriodSections;
  /** The tie-out checks the workbook failed (none: empty). */
  tieOuts: readonly StoredTieOut[];
  /** The original workbook, kept for audit. */
  content: Uint8Array;
}

/** What confirm needs to know about a document. */
export interface DocumentSummary {
  id: string;
  companyId: string;
  kind: WorkbookKind;
  status: 'pending' | 'confirmed';
}

export type ConfirmResult =
  | { ok: true; response: ConfirmDocumentResponse }
  | { ok: false; reason: 'not-found' | 'already-confirmed' };

interface DocumentRow {
  id: string;
  company_id: string;
  kind: WorkbookKind;
  status: 'pending' | 'confirmed';
  result: string;
  tie_outs: string | null;
}

/** Uploaded workbooks (pending until their period is confirmed) and the period data they feed. */
export class DocumentRepository {
  readonly #insert;
  readonly #insertFile;
  readonly #byId;
  readonly #fileById;

  constructor(
    private readonly db: Db,
    private readonly changes: ChangeLog,
    private readonly periods: PeriodRepository,
  ) {
    this.#insert = db.prepare(
      `INSERT INTO documents (id, company_id, uploaded_by, kind, file_name, size, status,
         extracted_period, company_name, nif, result, tie_outs, uploaded_at)
       VALUES (@id, @companyId, @uploadedBy, @kind, @fileName, @size, 'pending',
         @extractedPeriod, @companyName, @nif, @result, @tieOuts, @now)`,
    );
    this.#insertFile = db.prepare(
      'INSERT INTO document_files (document_id, content) VALUES (?, ?)',
    );
    this.#byId = db.prepare<[string], DocumentRow>(
      'SELECT id, company_id, kind, status, result, tie_outs FROM documents WHERE id = ?',
    );
    this.#fileById = db
      .prepare<[string], Buffer>('SELECT content FROM document_files WHERE document_id = ?')
      .pluck();
  }

  /** Stores a read workbook, pending confirmation, with its original bytes. */
  async createPending(document: NewDocument): Promise<void> {
    this.db.transaction(() => {
      this.#insert.run({
        id: document.id,
        companyId: document.companyId,
        uploadedBy: document.uploadedBy,
        kind: document.kind,
        fileName: document.fileName,
        size: document.content.byteLength,
        extractedPeriod: document.extractedPeriod,
        companyName: document.companyName,
        nif: document.nif,
        result: JSON.stringify(document.sections),
        tieOuts: JSON.stringify(document.tieOuts),
        now: new Date().toISOString(),
      });
      this.#insertFile.run(document.id, Buffer.from(document.content));
    })();
  }

  async findById(id: string): Promise<DocumentSummary | null> {
    const row = this.#byId.get(id);
    return row
      ? { id: row.id, companyId: row.company_id, kind: row.kind, status: row.status }
      : null;
  }

  /** The original bytes of a document. */
  async file(id: string): Promise<Uint8Array | null> {
    return this.#fileById.get(id) ?? null;
  }

  /**
   * Stores the document's statements as the given period, in one transaction (see
   * `PeriodRepository.write` for what MyReport and RISEMA replace) and marks it confirmed.
   */
  async confirm(id: string, period: string): Promise<ConfirmResult> {
    return this.db.transaction((): ConfirmResult => {
      const row = this.#byId.get(id);
      if (!row) return { ok: false, reason: 'not-found' };
      if (row.status !== 'pending') return { ok: false, reason: 'already-confirmed' };
      const stored = JSON.parse(row.result) as StatementSections & Partial<PeriodSections>;
      const sections: PeriodSections = { ...stored, revenues: stored.revenues ?? null };
      const seq = this.changes.next();
      const now = new Date().toISOString();
      this.periods.write(row.company_id, period, sections, row.kind, seq, now, row.tie_outs);
      this.db
        .prepare(
          `UPDATE documents SET status = 'confirmed', confirmed_period = ?, confirmed_at = ?
           WHERE id = ?`,
        )
        .run(period, now, id);
      this.db
        .prepare(
          `UPDATE companies SET document_count = document_count + 1, last_upload_date = ?
           WHERE id = ?`,
        )
        .run(now, row.company_id);
      return {
        ok: true,
        response: {
          status: 'confirmed',
          documentId: id,
          companyId: row.company_id,
          kind: row.kind,
          period,
        },
      };
    })();
  }

  /** Removes documents left pending longer than `maxAgeMs` (uploads never confirmed). */
  async purgePending(maxAgeMs: number, now = new Date()): Promise<number> {
    return this.db
      .prepare("DELETE FROM documents WHERE status = 'pending' AND uploaded_at < ?")
      .run(new Date(now.getTime() - maxAgeMs).toISOString()).changes;
  }

  /** Confirmed documents, for the admin's figures. */
  async confirmedCount(): Promise<number> {
    return (
      this.db
        .prepare<[], number>("SELECT COUNT(*) FROM documents WHERE status = 'confirmed'")
        .pluck()
        .get() ?? 0
    );
  }
}
