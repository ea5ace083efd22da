import type { SavePeriodNoteResponse } from '@risema/finance-core/contract';
import { savePeriodNoteRequestSchema } from '@risema/finance-core/contract';
import { savePeriodNoteOperation } from '../sync/operations/period-note';
import { validateInput } from '../validate-input';
import type { ActionContext, ActionResult } from './action-context';
import { requireSession } from './action-context';
import { runOrQueue } from './run-or-queue';

/**
 * Saves the accountant's note of a stored period (an empty text removes it). Online: the API,
 * then the answer into the cache. Offline or on a network failure: the outbox (sent once, with
 * its idempotency key), the note shown in the cache until the server answers.
 */
export async function savePeriodNote(
  ctx: ActionContext,
  companyId: string,
  period: string,
  text: string,
): Promise<ActionResult<SavePeriodNoteResponse>> {
  requireSession(ctx);
  const body = validateInput(savePeriodNoteRequestSchema, { text });
  return runOrQueue(ctx, savePeriodNoteOperation, {
    kind: 'period.note',
    companyId,
    period,
    body,
  });
}
