import type { User } from '@risema/finance-core/contract';
import { confirmDocumentOperation } from '../actions/confirm-document';
import { createCompanyOperation } from '../actions/create-company';
import { submitWorkbookOperation } from '../actions/submit-workbook';
import { updateCompanyOperation } from '../actions/update-company';
import type { RisemaDb } from '../db';
import type { OutboxEntry } from './outbox-entry';
import type { ReplayContext } from './outbox-operation';

/** Sends one queued change with the operation of its kind. */
export function sendOutboxEntry(ctx: ReplayContext, entry: OutboxEntry): Promise<void> {
  const op = entry.op;
  switch (op.kind) {
    case 'company.create':
      return createCompanyOperation.send(ctx, entry, op);
    case 'company.update':
      return updateCompanyOperation.send(ctx, entry, op);
    case 'document.confirm':
      return confirmDocumentOperation.send(ctx, entry, op);
    case 'workbook.submit':
      return submitWorkbookOperation.send(ctx, entry, op);
  }
}

/** Shows a waiting change in the cache (after a pull has replaced the rows it touched). */
export async function applyOutboxEntryLocally(
  db: RisemaDb,
  entry: OutboxEntry,
  user: User,
): Promise<void> {
  const op = entry.op;
  switch (op.kind) {
    case 'company.create':
      return createCompanyOperation.applyLocally?.(db, entry, op, user);
    case 'company.update':
      return updateCompanyOperation.applyLocally?.(db, entry, op, user);
    case 'document.confirm':
    case 'workbook.submit':
      // Their data only exists once the server has read the workbook.
      return;
  }
}
