import type { CompanyWriteResponse } from '@risema/finance-core/contract';
import type { UpdateCompanyOp } from '../outbox-entry';
import type { OutboxOperation } from '../outbox-operation';

/** A company edit: the server's answer replaces the row; shown in the cache while it waits. */
export const updateCompanyOperation: OutboxOperation<UpdateCompanyOp, CompanyWriteResponse> = {
  label: (op) => `Editar empresa ${op.body.name}`,

  async send(ctx, call, op) {
    const company = await ctx.api.request('updateCompany', {
      params: { id: op.companyId },
      body: op.body,
      idempotencyKey: call.id,
      token: ctx.token,
    });
    // The manager's activation code is shown once to the accountant, never kept in the cache.
    const { managerActivationCode: _shownOnce, ...stored } = company;
    if (ctx.isCurrent()) await ctx.db.companies.put(stored);
    return company;
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
