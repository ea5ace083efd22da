import type { Company } from '@risema/finance-core/contract';
import type { ActionContext, ActionResult } from './action-context';
import { isStillSignedIn, requireNetwork, requireSession } from './action-context';

/** Activates or deactivates a company (admin, accountant). Needs the network. */
export async function toggleCompanyActive(
  ctx: ActionContext,
  companyId: string,
): Promise<ActionResult<Company>> {
  const session = requireSession(ctx);
  requireNetwork(ctx);
  const company = await ctx.api.request('toggleCompanyActive', {
    params: { id: companyId },
    idempotencyKey: crypto.randomUUID(),
  });
  if (isStillSignedIn(ctx, session)) await ctx.db.companies.put(company);
  ctx.requestSync();
  return { status: 'done', value: company };
}
