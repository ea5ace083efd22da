import type {
  ConfirmDocumentRequest,
  CreateCompanyRequest,
  Period,
  DocumentKind,
  updateCompanyRequestSchema,
} from '@risema/finance-core/contract';
import type { z } from 'zod';

/** A company created offline, with the id the client proposed (docs/design.md §6). */
export interface CreateCompanyOp {
  kind: 'company.create';
  companyId: string;
  body: CreateCompanyRequest & { id: string };
}

/** A company edited offline (the body as the contract parsed it: empty optional fields dropped). */
export interface UpdateCompanyOp {
  kind: 'company.update';
  companyId: string;
  body: z.output<typeof updateCompanyRequestSchema>;
}

/** The confirmation of a workbook the server already holds (the confirm call failed by network). */
export interface ConfirmDocumentOp {
  kind: 'document.confirm';
  companyId: string;
  documentId: string;
  body: ConfirmDocumentRequest;
}

/**
 * A workbook uploaded and confirmed in one queued operation. The file waits in `outboxFiles`
 * until the server has it; then `documentId` is recorded and the file is dropped, so a retry
 * only confirms.
 */
export interface SubmitWorkbookOp {
  kind: 'workbook.submit';
  companyId: string;
  /** MyReport, RISEMA or a SAF-T (docs/saft.md). */
  workbookKind: DocumentKind;
  fileName: string;
  /** The period confirmed; of a SAF-T, the newest of its chosen months. */
  confirmedPeriod: Period;
  /** A SAF-T's chosen months, stored by one confirmation (absent for a workbook). */
  confirmedPeriods?: Period[];
  /** Idempotency key of the confirm call (the entry's id is the upload's). */
  confirmKey: string;
  /** Set once the upload has been answered. */
  documentId: string | null;
}

/** The accountant's note of a stored period, saved (or removed, with an empty text) offline. */
export interface SavePeriodNoteOp {
  kind: 'period.note';
  companyId: string;
  period: Period;
  body: { text: string };
}

export type OutboxOp =
  | CreateCompanyOp
  | UpdateCompanyOp
  | ConfirmDocumentOp
  | SubmitWorkbookOp
  | SavePeriodNoteOp;
export type OutboxOpKind = OutboxOp['kind'];

/**
 * - `pending`: waiting to be sent (or to be sent again after a network failure or a 5xx);
 * - `refused`: the server refused it (4xx); it stays, with the server's message, until the user
 *   retries or discards it.
 */
export type OutboxStatus = 'pending' | 'refused';

/** One change made while offline (or whose call failed by network), waiting for the server. */
export interface OutboxEntry {
  /** Order of creation (auto-increment): replays follow it. */
  seq?: number;
  /** Client-generated id, sent as `Idempotency-Key`. */
  id: string;
  /** The user who made the change: only ever sent under that user's session. */
  userId: string;
  /** A short Portuguese description for the list of changes waiting to be sent. */
  label: string;
  op: OutboxOp;
  status: OutboxStatus;
  /** The server's message for a refusal, or the last transient failure. */
  error: string | null;
  errorStatus: number | null;
  attempts: number;
  createdAt: string;
  lastAttemptAt: string | null;
}

/** The original bytes of a queued workbook, kept until the server has stored them. */
export interface OutboxFile {
  /** The owning entry's id. */
  id: string;
  userId: string;
  name: string;
  type: string;
  data: ArrayBuffer;
}
