import { confirmDocumentRequestSchema } from '@risema/finance-core/contract';
import type { ConfirmDocumentResponse } from '@risema/finance-core/contract';
import { confirmDocumentOperation } from '../sync/operations/document-confirm';
import { validateInput } from '../validate-input';
import type { ActionContext, ActionResult } from './action-context';
import { requireSession } from './action-context';
import { runOrQueue } from './run-or-queue';

/**
 * Confirms the period of an uploaded workbook (accountant). The server already holds the file, so
 * a confirmation that cannot reach it waits in the outbox; the period's data arrives with the
 * next pull either way.
 */
export async function confirmDocument(
  ctx: ActionContext,
  input: {
    companyId: string;
    documentId: string;
    /** A workbook's period, or a SAF-T's chosen months (`confirmedPeriods`). */
    confirmedPeriod?: string;
    confirmedPeriods?: string[];
  },
): Promise<ActionResult<ConfirmDocumentResponse>> {
  requireSession(ctx);
  const body = validateInput(
    confirmDocumentRequestSchema,
    input.confirmedPeriods
      ? { confirmedPeriods: input.confirmedPeriods }
      : { confirmedPeriod: input.confirmedPeriod },
  );
  return runOrQueue(ctx, confirmDocumentOperation, {
    kind: 'document.confirm',
    companyId: input.companyId,
    documentId: input.documentId,
    body,
  });
}
