import type { DocumentKind, UploadResponse } from '@risema/finance-core/contract';
import type { ActionContext } from './action-context';
import { requireNetwork, requireSession } from './action-context';
import { UPLOAD_ENDPOINTS } from '../sync/operations/workbook-submit';

export interface WorkbookFile {
  data: Blob;
  name: string;
}

/**
 * Sends a workbook for reading (accountant, online): the server answers what it found and waits
 * for the period to be confirmed (`confirmDocument`). Offline, a workbook goes through
 * `submitWorkbook` instead, with the period read on the device.
 */
export async function uploadWorkbook(
  ctx: ActionContext,
  input: {
    companyId: string;
    kind: DocumentKind;
    file: WorkbookFile;
    /**
     * The call's Idempotency-Key: give one to resend the same upload later (for example through
     * `submitWorkbook`'s `uploadKey` when this answer is lost), so the server stores it once.
     */
    idempotencyKey?: string;
  },
): Promise<UploadResponse> {
  requireSession(ctx);
  requireNetwork(ctx);
  return ctx.api.request(UPLOAD_ENDPOINTS[input.kind], {
    fields: { companyId: input.companyId },
    file: input.file,
    idempotencyKey: input.idempotencyKey ?? crypto.randomUUID(),
  });
}
