import { periodSchema } from '@risema/finance-core/contract';
import type { ConfirmDocumentResponse, DocumentKind } from '@risema/finance-core/contract';
import { submitWorkbookOperation } from '../sync/operations/workbook-submit';
import { validateInput } from '../validate-input';
import type { ActionContext, ActionResult } from './action-context';
import { requireSession } from './action-context';
import { runOrQueue } from './run-or-queue';
import type { WorkbookFile } from './upload-workbook';

interface SubmitInput {
  companyId: string;
  kind: DocumentKind;
  file: WorkbookFile;
  /** The period the accountant confirmed (read on the device from the workbook). */
  confirmedPeriod: string;
  /** A SAF-T's months the accountant chose (`confirmedPeriod` is then the newest). */
  confirmedPeriods?: string[];
  /**
   * The Idempotency-Key of an upload of this very file already tried online (its answer lost), so
   * the server answers that upload again instead of storing a second document.
   */
  uploadKey?: string;
}

/**
 * Uploads a workbook and confirms its period in one operation (accountant) — the offline path of
 * docs/design.md §6. Online it runs at once; offline, or when the network fails on the way, it waits
 * in the outbox with the original file kept in IndexedDB until the server has stored it. A
 * replay after the upload succeeded only confirms.
 */
export async function submitWorkbook(
  ctx: ActionContext,
  input: SubmitInput,
): Promise<ActionResult<ConfirmDocumentResponse>> {
  requireSession(ctx);
  const confirmedPeriod = validateInput(periodSchema, input.confirmedPeriod);
  const confirmedPeriods = input.confirmedPeriods?.map((period) =>
    validateInput(periodSchema, period),
  );
  return runOrQueue(
    ctx,
    submitWorkbookOperation,
    {
      kind: 'workbook.submit',
      companyId: input.companyId,
      workbookKind: input.kind,
      fileName: input.file.name,
      confirmedPeriod,
      ...(confirmedPeriods ? { confirmedPeriods } : {}),
      confirmKey: crypto.randomUUID(),
      documentId: null,
    },
    { file: input.file, id: input.uploadKey },
  );
}
