import type { DocumentKind, UploadResponse } from '@risema/finance-core/contract';
import type { ActionContext } from '../../../data/actions/action-context';
import { confirmDocument } from '../../../data/actions/confirm-document';
import { submitWorkbook } from '../../../data/actions/submit-workbook';
import { uploadWorkbook } from '../../../data/actions/upload-workbook';
import { isTransientError } from '../../../data/api-error';

/** The outcome of `Confirmar e Gravar`: stored on the server now, or waiting in the outbox. */
export type SaveOutcome =
  | { status: 'saved'; period: string; upload: UploadResponse | null }
  | { status: 'queued'; period: string };

/** A SAF-T's months to store: all chosen at once, `period` is the newest. */
export interface ChosenMonths {
  period: string;
  periods: string[];
}

/** Which call failed: the upload (`Erro no Upload`) or the confirmation (`Erro na Confirmação`). */
export class SaveStepError extends Error {
  override readonly name = 'SaveStepError';

  constructor(
    readonly step: 'upload' | 'confirm',
    readonly original: unknown,
  ) {
    super(original instanceof Error ? original.message : step);
  }
}

/**
 * Uploads a workbook (or a SAF-T: `periods`, its chosen months) read on this device and confirms
 * its period (docs/design.md §6): online, the
 * upload then the confirmation, each call's refusal told apart; offline, or when the network
 * drops during the upload, both wait in the outbox with the original file.
 */
export async function saveWorkbook(
  ctx: ActionContext,
  input: { companyId: string; kind: DocumentKind; file: File; period: string; periods?: string[] },
): Promise<SaveOutcome> {
  const file = { data: input.file, name: input.file.name };
  // One key for this upload however it is sent: if the direct upload's answer is lost, the
  // fallback resends it under the same key and the server answers the document it already holds.
  const uploadKey = crypto.randomUUID();
  const queueBoth = async (): Promise<SaveOutcome> => {
    const result = await submitWorkbook(ctx, {
      companyId: input.companyId,
      kind: input.kind,
      file,
      confirmedPeriod: input.period,
      ...(input.periods ? { confirmedPeriods: input.periods } : {}),
      uploadKey,
    });
    return result.status === 'done'
      ? { status: 'saved', period: result.value.period, upload: null }
      : { status: 'queued', period: input.period };
  };
  if (!ctx.isOnline()) return queueBoth();

  let upload: UploadResponse;
  try {
    upload = await uploadWorkbook(ctx, {
      companyId: input.companyId,
      kind: input.kind,
      file,
      idempotencyKey: uploadKey,
    });
  } catch (error) {
    if (isTransientError(error)) return queueBoth();
    throw new SaveStepError('upload', error);
  }
  try {
    const confirmed = await confirmDocument(ctx, {
      companyId: input.companyId,
      documentId: upload.documentId,
      ...(input.periods ? { confirmedPeriods: input.periods } : { confirmedPeriod: input.period }),
    });
    return confirmed.status === 'done'
      ? { status: 'saved', period: confirmed.value.period, upload }
      : { status: 'queued', period: input.period };
  } catch (error) {
    throw new SaveStepError('confirm', error);
  }
}
