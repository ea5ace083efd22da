import { createCompanyRequestSchema } from '@risema/finance-core/contract';
import type { CompanyWriteResponse, CreateCompanyRequest } from '@risema/finance-core/contract';
import { createCompanyOperation } from '../sync/operations/company-create';
import { validateInput } from '../validate-input';
import type { ActionContext, ActionResult } from './action-context';
import { requireSession } from './action-context';
import { runOrQueue } from './run-or-queue';

/**
 * Creates a company (accountant). The client proposes the id, so a company made offline can be
 * referred to (edited, given a workbook) before the server has it. Online: the API, then the
 * answer into the cache. Offline or on a network failure: the outbox, and a provisional copy in
 * the cache until the server's answer replaces it.
 */
export async function createCompany(
  ctx: ActionContext,
  input: CreateCompanyRequest,
): Promise<ActionResult<CompanyWriteResponse>> {
  requireSession(ctx);
  const parsed = validateInput(createCompanyRequestSchema, input);
  const body = { ...parsed, id: parsed.id ?? crypto.randomUUID() };
  return runOrQueue(ctx, createCompanyOperation, {
    kind: 'company.create',
    companyId: body.id,
    body,
  });
}
