import { periodSchema } from '@risema/finance-core/contract';
import type { ConfirmDocumentResponse, WorkbookKind } from '@risema/finance-core/contract';
import type { ApiClient } from '../api-client';
import { ApiError } from '../api-error';
import type { RisemaDb } from '../db';
import type { SubmitWorkbookOp } from '../sync/outbox-entry';
import type { OutboxOperation } from '../sync/outbox-operation';
import { enqueue } from '../sync/outbox';
import { validateInput } from '../validate-input';
import type { ActionContext, ActionResult } from './action-context';
import { requireSession } from './action-context';
import { runOrQueue } from './run-or-queue';
import type { WorkbookFile } from './upload-workbook';
import { UPLOAD_ENDPOINTS } from './upload-workbook';

/** Message of a queued workbook whose bytes are no longer on this device. */
export const MISSING_FILE_MESSAGE = 'O ficheiro original já não está disponível neste dispositivo';

interface SubmitInput {
  companyId: string;
  kind: WorkbookKind;
  file: WorkbookFile;
  /** The period the accountant confirmed (read on the device from the workbook). */
  confirmedPeriod: string;
}

/**
 * Uploads a workbook and confirms its period in one operation (accountant) — the offline path of
 * DESIGN.md §6. Online it runs at once; offline, or when the network fails on the way, it waits
 * in the outbox with the original file kept in IndexedDB until the server has stored it. A
 * replay after the upload succeeded only confirms.
 */
export async function submitWorkbook(
  ctx: ActionContext,
  input: SubmitInput,
): Promise<ActionResult<ConfirmDocumentResponse>> {
  const session = requireSession(ctx);
  const confirmedPeriod = validateInput(periodSchema, input.confirmedPeriod);
  const entryId = crypto.randomUUID();
  const op: SubmitWorkbookOp = {
    kind: 'workbook.submit',
    companyId: input.companyId,
    workbookKind: input.kind,
    fileName: input.file.name,
    confirmedPeriod,
    confirmKey: crypto.randomUUID(),
    documentId: null,
  };
  return runOrQueue(ctx, {
    entryId,
    send: () =>
      runSubmit(ctx.api, session.token, entryId, op, input.file, (id) => {
        op.documentId = id;
        return Promise.resolve();
      }),
    async queue(reason) {
      await enqueue(
        ctx.db,
        {
          id: entryId,
          userId: session.user.id,
          label: `Enviar ${input.file.name} (${confirmedPeriod})`,
          op,
          ...reason,
        },
        // Once the server has the file, only the confirmation is left: the bytes are not kept.
        op.documentId === null
          ? {
              name: input.file.name,
              type: input.file.data.type,
              data: await input.file.data.arrayBuffer(),
            }
          : undefined,
      );
    },
  });
}

/** Upload (unless done before) then confirm, each with its own idempotency key. */
async function runSubmit(
  api: ApiClient,
  token: string,
  entryId: string,
  op: SubmitWorkbookOp,
  file: WorkbookFile | null,
  onUploaded: (documentId: string) => Promise<void>,
): Promise<ConfirmDocumentResponse> {
  let documentId = op.documentId;
  if (documentId === null) {
    if (!file) throw new ApiError(MISSING_FILE_MESSAGE, 0, 'invalid-input');
    const uploaded = await api.request(UPLOAD_ENDPOINTS[op.workbookKind], {
      fields: { companyId: op.companyId },
      file,
      idempotencyKey: entryId,
      token,
    });
    documentId = uploaded.documentId;
    await onUploaded(documentId);
  }
  return api.request('confirmDocument', {
    params: { id: documentId },
    body: { confirmedPeriod: op.confirmedPeriod },
    idempotencyKey: op.confirmKey,
    token,
  });
}

/** Records the upload's document and drops the bytes the server now holds. */
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

/** Replays a queued workbook: the upload if the server does not have it yet, then the confirmation. */
export const submitWorkbookOperation: OutboxOperation<SubmitWorkbookOp> = {
  async send(ctx, entry, op) {
    let file: WorkbookFile | null = null;
    if (op.documentId === null) {
      const stored = await ctx.db.outboxFiles.get(entry.id);
      if (stored) file = { data: new Blob([stored.data], { type: stored.type }), name: stored.name };
    }
    await runSubmit(ctx.api, ctx.token, entry.id, op, file, (documentId) =>
      recordUpload(ctx.db, entry.id, documentId),
    );
  },
};
