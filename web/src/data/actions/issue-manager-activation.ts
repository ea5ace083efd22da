import type { ManagerActivationResponse } from '@risema/finance-core/contract';
import type { ActionContext } from './action-context';
import { requireNetwork, requireSession } from './action-context';

/**
 * A new activation code for a company's manager (accountant), while the manager's password is
 * still the NIF: the old code stops working. Online only, and never kept: the code is shown once.
 */
export async function issueManagerActivation(
  ctx: Pick<ActionContext, 'api' | 'auth' | 'isOnline'>,
  companyId: string,
): Promise<ManagerActivationResponse> {
  requireSession(ctx);
  requireNetwork(ctx);
  return ctx.api.request('issueManagerActivation', { params: { id: companyId } });
}
