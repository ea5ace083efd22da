import { confirmDocumentRequestSchema } from '@risema/finance-core/contract';
import type { ConfirmDocumentResponse } from '@risema/finance-core/contract';
import type { ConfirmDocumentOp } from '../sync/outbox-entry';
import type { OutboxOperation } from '../sync/outbox-operation';
import { enqueue } from '../sync/outbox';
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
  input: { companyId: string; documentId: string; confirmedPeriod: string },
): Promise<ActionResult<ConfirmDocumentResponse>> {
  const session = requireSession(ctx);
  const body = validateInput(confirmDocumentRequestSchema, {
    confirmedPeriod: input.confirmedPeriod,
  });
  const entryId = crypto.randomUUID();
  return runOrQueue(ctx, {
    entryId,
    send: () =>
      ctx.api.request('confirmDocument', {
        params: { id: input.documentId },
        body,
        idempotencyKey: entryId,
      }),
    async queue(reason) {
      const op: ConfirmDocumentOp = {
        kind: 'document.confirm',
        companyId: input.companyId,
        documentId: input.documentId,
        body,
      };
      await enqueue(ctx.db, {
        id: entryId,
        userId: session.user.id,
        label: `Confirmar período ${body.confirmedPeriod}`,
        op,
        ...reason,
      });
    },
  });
}

/** Replays a queued confirmation. */
export const confirmDocumentOperation: OutboxOperation<ConfirmDocumentOp> = {
  async send(ctx, entry, op) {
    await ctx.api.request('confirmDocument', {
      params: { id: op.documentId },
      body: op.body,
      idempotencyKey: entry.id,
      token: ctx.token,
    });
  },
};
