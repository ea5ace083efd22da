import type { MessageResponse } from '@risema/finance-core/contract';
import { periodDataId } from '@risema/finance-core/contract';
import { forgetPeriodFigures } from '../db';
import type { ActionContext, ActionResult } from './action-context';
import { isStillSignedIn, requireNetwork, requireSession } from './action-context';

/**
 * Deletes a stored period of a company with the uploads it came from (accountant). Not queued
 * offline: it cannot be undone, so it waits for the server's word (docs/design.md §6). The
 * period and the portfolio's figures of it leave this device at once; other devices drop them
 * at their next sync (a deletion in `/api/sync`).
 */
export async function deletePeriod(
  ctx: ActionContext,
  companyId: string,
  period: string,
): Promise<ActionResult<MessageResponse>> {
  const session = requireSession(ctx);
  requireNetwork(ctx);
  const answer = await ctx.api.request('deletePeriod', {
    params: { id: companyId, period },
    idempotencyKey: crypto.randomUUID(),
  });
  if (isStillSignedIn(ctx, session)) {
    const { db } = ctx;
    const id = periodDataId(companyId, period);
    await db.transaction('rw', db.periods, db.periodFigures, async () => {
      await db.periods.delete(id);
      await forgetPeriodFigures(db, [id]);
    });
  }
  ctx.requestSync();
  return { status: 'done', value: answer };
}
