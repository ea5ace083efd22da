import type { MessageResponse } from '@risema/finance-core/contract';
import { forgetPeriodFigures } from '../db';
import type { ActionContext, ActionResult } from './action-context';
import { isStillSignedIn, requireNetwork, requireSession } from './action-context';

/**
 * Deletes a company and all its financial data (accountant). Not queued offline: it cannot be
 * undone, so it waits for the server's word (docs/design.md §6 lists what may go offline).
 */
export async function deleteCompany(
  ctx: ActionContext,
  companyId: string,
): Promise<ActionResult<MessageResponse>> {
  const session = requireSession(ctx);
  requireNetwork(ctx);
  const answer = await ctx.api.request('deleteCompany', {
    params: { id: companyId },
    idempotencyKey: crypto.randomUUID(),
  });
  if (isStillSignedIn(ctx, session)) {
    const { db } = ctx;
    await db.transaction('rw', db.companies, db.periods, db.periodFigures, async () => {
      await db.companies.delete(companyId);
      const periods = await db.periods.where('companyId').equals(companyId).primaryKeys();
      await db.periods.bulkDelete(periods);
      await forgetPeriodFigures(db, periods);
    });
  }
  ctx.requestSync();
  return { status: 'done', value: answer };
}
