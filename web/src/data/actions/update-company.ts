import { updateCompanyRequestSchema } from '@risema/finance-core/contract';
import type { CompanyWriteResponse, UpdateCompanyRequest } from '@risema/finance-core/contract';
import { updateCompanyOperation } from '../sync/operations/company-update';
import { validateInput } from '../validate-input';
import type { ActionContext, ActionResult } from './action-context';
import { requireSession } from './action-context';
import { runOrQueue } from './run-or-queue';

/**
 * Edits a company (accountant): name, NIF, manager's details, optionally a new manager password.
 * Online: the API, then the answer into the cache. Offline or on a network failure: the outbox,
 * with the edit shown in the cache until the server answers.
 */
export async function updateCompany(
  ctx: ActionContext,
  companyId: string,
  input: UpdateCompanyRequest,
): Promise<ActionResult<CompanyWriteResponse>> {
  requireSession(ctx);
  const body = validateInput(updateCompanyRequestSchema, input);
  return runOrQueue(ctx, updateCompanyOperation, { kind: 'company.update', companyId, body });
}
