import type { ConfirmDocumentResponse, WorkbookKind } from '@risema/finance-core/contract';
import { writePeriod } from './periods';
import type { Scope } from './scope';
import type { PeriodSections, StatementSections, StoredTieOut } from './sections';

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

/**
 * Uploaded workbooks and the period data they feed. A pending upload (read, waiting for its
 * period to be confirmed) lives in the store with its extracted statements and original bytes,
 * so any server process confirms what another received.
 */
export class DocumentRepository {
  constructor(private readonly scope: Scope) {}

  /** Stores a read workbook, pending confirmation, with its original bytes. */
  async createPending(document: NewDocument): Promise<void> {
    await this.scope.transaction(async (tx) => {
      await tx.db
        .insertInto('documents')
        .values({
          id: document.id,
          company_id: document.companyId,
          uploaded_by: document.uploadedBy,
          kind: document.kind,
          file_name: document.fileName,
          size: document.content.byteLength,
          status: 'pending',
          extracted_period: document.extractedPeriod,
          company_name: document.companyName,
          nif: document.nif,
          result: JSON.stringify(document.sections),
          tie_outs: JSON.stringify(document.tieOuts),
          uploaded_at: new Date().toISOString(),
        })
        .execute();
      await tx.db
        .insertInto('document_files')
        .values({ document_id: document.id, content: Buffer.from(document.content) })
        .execute();
    });
  }

  async findById(id: string): Promise<DocumentSummary | null> {
    const row = await this.scope.db
      .selectFrom('documents')
      .select(['id', 'company_id', 'kind', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row
      ? { id: row.id, companyId: row.company_id, kind: row.kind, status: row.status }
      : null;
  }

  /** The original bytes of a document. */
  async file(id: string): Promise<Uint8Array | null> {
    const row = await this.scope.db
      .selectFrom('document_files')
      .select('content')
      .where('document_id', '=', id)
      .executeTakeFirst();
    return row?.content ?? null;
  }

  /**
   * Stores the document's statements as the given period, in one transaction (see
   * `writePeriod` for what MyReport and RISEMA replace) and marks it confirmed. Of two
   * confirmations of one document (two processes, say), the second finds it confirmed.
   */
  async confirm(id: string, period: string): Promise<ConfirmResult> {
    return this.scope.write(async (tx, seq): Promise<ConfirmResult> => {
      const row = await tx.db
        .selectFrom('documents as d')
        .leftJoin('users as u', 'u.id', 'd.uploaded_by')
        .select([
          'd.id',
          'd.company_id',
          'd.kind',
          'd.status',
          'd.result',
          'd.tie_outs',
          'd.file_name',
          'u.name as uploader',
        ])
        .where('d.id', '=', id)
        .executeTakeFirst();
      if (!row) return { ok: false, reason: 'not-found' };
      if (row.status !== 'pending') return { ok: false, reason: 'already-confirmed' };
      const stored = JSON.parse(row.result) as StatementSections & Partial<PeriodSections>;
      const sections: PeriodSections = { ...stored, revenues: stored.revenues ?? null };
      const now = new Date().toISOString();
      const upload = {
        kind: row.kind,
        fileName: row.file_name,
        uploadedBy: row.uploader,
        confirmedAt: now,
      };
      await writePeriod(
        tx,
        row.company_id,
        period,
        sections,
        row.kind,
        seq,
        now,
        row.tie_outs,
        upload,
      );
      await tx.db
        .updateTable('documents')
        .set({ status: 'confirmed', confirmed_period: period, confirmed_at: now })
        .where('id', '=', id)
        .execute();
      await tx.db
        .updateTable('companies')
        .set((eb) => ({ document_count: eb('document_count', '+', 1), last_upload_date: now }))
        .where('id', '=', row.company_id)
        .execute();
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
