import { updateCompanyRequestSchema } from '@risema/finance-core/contract';
import type { Company, UpdateCompanyRequest } from '@risema/finance-core/contract';
import type { UpdateCompanyOp } from '../sync/outbox-entry';
import type { OutboxOperation } from '../sync/outbox-operation';
import { enqueue } from '../sync/outbox';
import { validateInput } from '../validate-input';
import type { ActionContext, ActionResult } from './action-context';
import { isStillSignedIn, requireSession } from './action-context';
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
): Promise<ActionResult<Company>> {
  const session = requireSession(ctx);
  const body = validateInput(updateCompanyRequestSchema, input);
  const entryId = crypto.randomUUID();
  return runOrQueue(ctx, {
    entryId,
    async send() {
      const company = await ctx.api.request('updateCompany', {
        params: { id: companyId },
        body,
        idempotencyKey: entryId,
      });
      if (isStillSignedIn(ctx, session)) await ctx.db.companies.put(company);
      return company;
    },
    async queue(reason) {
      const op: UpdateCompanyOp = { kind: 'company.update', companyId, body };
      const entry = await enqueue(ctx.db, {
        id: entryId,
        userId: session.user.id,
        label: `Editar empresa ${body.name}`,
        op,
        ...reason,
      });
      await updateCompanyOperation.applyLocally?.(ctx.db, entry, op, session.user);
    },
  });
}

/** Replays a queued edit; shows it in the cache while it waits. */
export const updateCompanyOperation: OutboxOperation<UpdateCompanyOp> = {
  async send(ctx, entry, op) {
    const company = await ctx.api.request('updateCompany', {
      params: { id: op.companyId },
      body: op.body,
      idempotencyKey: entry.id,
      token: ctx.token,
    });
    if (ctx.isCurrent()) await ctx.db.companies.put(company);
  },

  async applyLocally(db, _entry, op) {
    await db.companies.update(op.companyId, {
      name: op.body.name,
      taxId: op.body.taxId,
      ...(op.body.managerName ? { managerName: op.body.managerName } : {}),
      ...(op.body.managerEmail ? { managerEmail: op.body.managerEmail } : {}),
    });
  },
};
