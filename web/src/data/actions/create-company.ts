import { createCompanyRequestSchema } from '@risema/finance-core/contract';
import type { Company, CreateCompanyRequest } from '@risema/finance-core/contract';
import type { CreateCompanyOp } from '../sync/outbox-entry';
import type { OutboxOperation } from '../sync/outbox-operation';
import { enqueue } from '../sync/outbox';
import { validateInput } from '../validate-input';
import type { ActionContext, ActionResult } from './action-context';
import { isStillSignedIn, requireSession } from './action-context';
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
): Promise<ActionResult<Company>> {
  const session = requireSession(ctx);
  const parsed = validateInput(createCompanyRequestSchema, input);
  const body = { ...parsed, id: parsed.id ?? crypto.randomUUID() };
  const entryId = crypto.randomUUID();
  return runOrQueue(ctx, {
    entryId,
    async send() {
      const company = await ctx.api.request('createCompany', { body, idempotencyKey: entryId });
      if (isStillSignedIn(ctx, session)) await ctx.db.companies.put(company);
      return company;
    },
    async queue(reason) {
      const op: CreateCompanyOp = { kind: 'company.create', companyId: body.id, body };
      const entry = await enqueue(ctx.db, {
        id: entryId,
        userId: session.user.id,
        label: `Criar empresa ${body.name}`,
        op,
        ...reason,
      });
      await createCompanyOperation.applyLocally?.(ctx.db, entry, op, session.user);
    },
  });
}

/** Replays a queued creation; shows it in the cache while it waits. */
export const createCompanyOperation: OutboxOperation<CreateCompanyOp> = {
  async send(ctx, entry, op) {
    const company = await ctx.api.request('createCompany', {
      body: op.body,
      idempotencyKey: entry.id,
      token: ctx.token,
    });
    if (ctx.isCurrent()) await ctx.db.companies.put(company);
  },

  async applyLocally(db, entry, op, user) {
    if (await db.companies.get(op.companyId)) return;
    await db.companies.put({
      id: op.companyId,
      name: op.body.name,
      taxId: op.body.taxId,
      managerId: null,
      managerName: op.body.managerName,
      managerEmail: op.body.managerEmail,
      accountantId: user.id,
      accountantName: user.name,
      licenseId: user.licenseId,
      isActive: true,
      documentCount: 0,
      createdAt: entry.createdAt,
      updatedAt: entry.createdAt,
      lastUploadDate: null,
      dataPeriod: null,
    });
  },
};
