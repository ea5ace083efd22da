import type { ConfirmDocumentResponse, DocumentKind } from '@risema/finance-core/contract';
import { ApiError } from '../../api-error';
import type { RisemaDb } from '../../db';
import type { SubmitWorkbookOp } from '../outbox-entry';
import type { CallFile, OutboxOperation } from '../outbox-operation';

/** Message of a queued workbook whose bytes are no longer on this device. */
export const MISSING_FILE_MESSAGE = 'O ficheiro original já não está disponível neste dispositivo';

/** The upload endpoint of each kind of file (MyReport: real data; RISEMA: simulation; SAF-T). */
export const UPLOAD_ENDPOINTS = {
  myreport: 'uploadMyReport',
  risema: 'uploadRisema',
  saft: 'uploadSaft',
} as const satisfies Record<DocumentKind, string>;

/**
 * A workbook uploaded and confirmed in one operation: the upload unless the server already has
 * the file (`documentId` recorded), then the confirmation, each with its own idempotency key.
 */
export const submitWorkbookOperation: OutboxOperation<SubmitWorkbookOp, ConfirmDocumentResponse> =
  {
    label: (op) =>
      op.confirmedPeriods
        ? `Enviar ${op.fileName} (${op.confirmedPeriods.length} períodos)`
        : `Enviar ${op.fileName} (${op.confirmedPeriod})`,

    keepsFile: (op) => op.documentId === null,

    async send(ctx, call, op) {
      if (op.documentId === null) {
        const file = call.file ?? (await storedFile(ctx.db, call.id));
        if (!file) throw new ApiError(MISSING_FILE_MESSAGE, 0, 'invalid-input');
        const uploaded = await ctx.api.request(UPLOAD_ENDPOINTS[op.workbookKind], {
          fields: { companyId: op.companyId },
          file,
          idempotencyKey: call.id,
          token: ctx.token,
        });
        // Recorded in the op (so a direct call queued now keeps no bytes) and in a queued entry
        // (so a retry only confirms).
        op.documentId = uploaded.documentId;
        await recordUpload(ctx.db, call.id, uploaded.documentId);
      }
      return ctx.api.request('confirmDocument', {
        params: { id: op.documentId },
        body: op.confirmedPeriods
          ? { confirmedPeriods: op.confirmedPeriods }
          : { confirmedPeriod: op.confirmedPeriod },
        idempotencyKey: op.confirmKey,
        token: ctx.token,
      });
    },
  };

async function storedFile(db: RisemaDb, entryId: string): Promise<CallFile | null> {
  const stored = await db.outboxFiles.get(entryId);
  return stored ? { data: new Blob([stored.data], { type: stored.type }), name: stored.name } : null;
}

/** Records the upload's document in a queued entry and drops the bytes the server now holds. */
async function recordUpload(db: RisemaDb, entryId: string, documentId: string): Promise<void> {
  await db.transaction('rw', db.outbox, db.outboxFiles, async () => {
    await db.outbox
      .where('id')
      .equals(entryId)
      .modify((entry) => {
        if (entry.op.kind === 'workbook.submit') entry.op.documentId = documentId;
      });
    await db.outboxFiles.delete(entryId);
  });
}
