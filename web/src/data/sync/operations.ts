import type { User } from '@risema/finance-core/contract';
import type { RisemaDb } from '../db';
import type { OutboxEntry, OutboxOp, OutboxOpKind } from './outbox-entry';
import type { OutboxOperation, ReplayContext } from './outbox-operation';
import { createCompanyOperation } from './operations/company-create';
import { updateCompanyOperation } from './operations/company-update';
import { confirmDocumentOperation } from './operations/document-confirm';
import { savePeriodNoteOperation } from './operations/period-note';
import { submitWorkbookOperation } from './operations/workbook-submit';

/**
 * Every offline-capable change, by kind: the direct call (`runOrQueue`) and the replay use the
 * same operation. A new offline action is one operation file and one line here.
 */
export const OUTBOX_OPERATIONS: {
  readonly [K in OutboxOpKind]: OutboxOperation<Extract<OutboxOp, { kind: K }>>;
} = {
  'company.create': createCompanyOperation,
  'company.update': updateCompanyOperation,
  'document.confirm': confirmDocumentOperation,
  'workbook.submit': submitWorkbookOperation,
  'period.note': savePeriodNoteOperation,
};

/** The operation of `op`'s kind. */
export function operationOf<Op extends OutboxOp>(op: Op): OutboxOperation<Op> {
  // The table is keyed by kind, so the entry for op.kind is the operation of Op.
  return OUTBOX_OPERATIONS[op.kind] as unknown as OutboxOperation<Op>;
}

/** Sends one queued change with the operation of its kind. */
export async function sendOutboxEntry(ctx: ReplayContext, entry: OutboxEntry): Promise<void> {
  await operationOf(entry.op).send(ctx, { id: entry.id }, entry.op);
}

/** Shows a waiting change in the cache (after a pull has replaced the rows it touched). */
export async function applyOutboxEntryLocally(
  db: RisemaDb,
  entry: OutboxEntry,
  user: User,
): Promise<void> {
  await operationOf(entry.op).applyLocally?.(db, entry, entry.op, user);
}
