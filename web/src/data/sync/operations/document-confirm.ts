import type { ConfirmDocumentResponse } from '@risema/finance-core/contract';
import type { ConfirmDocumentOp } from '../outbox-entry';
import type { OutboxOperation } from '../outbox-operation';

/** The confirmation of a workbook the server holds; the period's data comes with the next pull. */
export const confirmDocumentOperation: OutboxOperation<ConfirmDocumentOp, ConfirmDocumentResponse> =
  {
    label: (op) =>
      op.body.confirmedPeriods
        ? `Confirmar ${op.body.confirmedPeriods.length} períodos`
        : `Confirmar período ${op.body.confirmedPeriod ?? ''}`,

    send(ctx, call, op) {
      return ctx.api.request('confirmDocument', {
        params: { id: op.documentId },
        body: op.body,
        idempotencyKey: call.id,
        token: ctx.token,
      });
    },
  };
