import type { CompanyWriteResponse } from '@risema/finance-core/contract';
import type { CreateCompanyOp } from '../outbox-entry';
import type { OutboxOperation } from '../outbox-operation';

/** A company creation: sent with the client's id; shown in the cache until the server answers. */
export const createCompanyOperation: OutboxOperation<CreateCompanyOp, CompanyWriteResponse> = {
  label: (op) => `Criar empresa ${op.body.name}`,

  async send(ctx, call, op) {
    const company = await ctx.api.request('createCompany', {
      body: op.body,
      idempotencyKey: call.id,
      token: ctx.token,
    });
    // The manager's activation code is shown once to the accountant, never kept in the cache.
    const { managerActivationCode: _shownOnce, ...stored } = company;
    if (ctx.isCurrent()) await ctx.db.companies.put(stored);
    return company;
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
