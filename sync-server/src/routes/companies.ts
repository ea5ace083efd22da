import type { Company } from '@risema/finance-core/contract';
import { endpoints, messages, periodDataId } from '@risema/finance-core/contract';
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import {
  assertAccountantMayWrite,
  assertCompanyWritable,
  visibleCompany,
  visibleCompanyId,
} from '../access/company-access';
import {
  ACTIVATION_CODE_TTL_MS,
  hashActivationCode,
  newActivationCode,
} from '../auth/activation-code';
import { hashPassword } from '../auth/password';
import type { AppEnv, AppServices } from '../context';
import { callerOf } from '../context';
import { ApiError } from '../errors';
import { acceptsGzip } from '../http/accept-encoding';
import { KeptAnswers } from '../http/kept-answers';
import { requestHeader } from '../http/request-header';
import type { CompanyScope, NewActivation, NewManager } from '../repositories';
import { serverMessages } from '../server-messages';
import { ResourceRouter } from './define';
import { financialDataReply } from './financial-data';

/** A new activation code, and what is stored of it. */
function activation(): { code: string; stored: NewActivation } {
  const code = newActivationCode();
  return {
    code,
    stored: {
      codeHash: hashActivationCode(code),
      expiresAt: new Date(Date.now() + ACTIVATION_CODE_TTL_MS).toISOString(),
    },
  };
}

/** The activation code is answered once: an idempotent replay answers the company without it. */
const ONCE = ['managerActivationCode'] as const;

/** Companies, their managers, and the reads of their financial data. */
export function companyRoutes(services: AppServices) {
  const { repositories } = services;
  const { companies, users, licenses, periods } = repositories;
  // Company lists by scope, serialised once per change (about 1000 scopes: some offices' worth).
  const lists = new KeptAnswers<Company[]>(1000, () => repositories.version());

  /** A manager account for an email no user has yet. */
  async function newManagerFor(
    email: string | undefined,
    name: string,
    password: string,
  ): Promise<NewManager | undefined> {
    if (email === undefined || (await users.findByEmail(email))) return undefined;
    return { id: randomUUID(), name, passwordHash: await hashPassword(password) };
  }

  return new ResourceRouter('/api/companies', new Hono<AppEnv>(), services)
    .handle(endpoints.listCompanies, async (c) => {
      const { user } = callerOf(c);
      const scope: CompanyScope =
        user.role === 'admin' ? { kind: 'all' } : { kind: user.role, userId: user.id };
      const key = scope.kind === 'all' ? 'all' : `${scope.kind}:${scope.userId}`;
      return { compressible: await lists.get(key, () => companies.list(scope)) };
    })
    .handle(endpoints.createCompany, async (c, { body }) => {
      const { user } = callerOf(c);
      assertAccountantMayWrite(user);
      if (
        (body.accountantId && body.accountantId !== user.id) ||
        (body.licenseId && body.licenseId !== user.licenseId)
      ) {
        throw new ApiError(403, serverMessages.notOwnAccountant);
      }
      const id = body.id ?? randomUUID();
      // A replayed offline creation answers the company it created, before any other check.
      const existing = await companies.findById(id);
      if (existing) {
        if (existing.accountantId !== user.id) throw new ApiError(409, serverMessages.idTaken);
        return { status: 200, body: existing };
      }
      const license = user.licenseId ? await licenses.findById(user.licenseId) : null;
      if (!license) throw new ApiError(403, messages.licenseInvalidForWrites);
      // A full quota answers first: otherwise "email taken" at a full quota would tell which
      // emails exist anywhere (the transaction checks the quota again).
      const quota = await licenses.quota(license.id);
      if (quota && quota.current >= license.maxCompanies) {
        throw new ApiError(409, messages.quotaReached);
      }
      // One neutral answer whoever holds the email (docs/design.md §4.13).
      if (!(await companies.managerEmailAvailable(body.managerEmail, license.id))) {
        throw new ApiError(409, messages.emailTaken);
      }
      const code = activation();
      const result = await companies.create({
        id,
        name: body.name,
        taxId: body.taxId,
        accountantId: user.id,
        licenseId: license.id,
        maxCompanies: license.maxCompanies,
        managerEmail: body.managerEmail,
        // The manager's first password is the company's NIF (docs/product.md §5).
        newManager: await newManagerFor(body.managerEmail, body.managerName, body.taxId),
        managerActivation: code.stored,
      });
      if (!result.ok) {
        switch (result.reason) {
          case 'quota':
            throw new ApiError(409, messages.quotaReached);
          case 'email-taken':
            throw new ApiError(409, messages.emailTaken);
          case 'id-taken':
            throw new ApiError(409, serverMessages.idTaken);
        }
      }
      if (!result.managerActivated) {
        return { status: result.created ? 201 : 200, body: result.company };
      }
      c.set('unkeptFields', ONCE);
      return { status: 201, body: { ...result.company, managerActivationCode: code.code } };
    })
    .handle(endpoints.getCompany, async (c) => ({
      body: await visibleCompany(repositories, callerOf(c).user, c.req.param('id') ?? ''),
    }))
    .handle(endpoints.updateCompany, async (c, { body }) => {
      const { user } = callerOf(c);
      const company = await visibleCompany(repositories, user, c.req.param('id') ?? '');
      assertAccountantMayWrite(user);
      assertCompanyWritable(company);
      const emailChanges =
        body.managerEmail !== undefined && body.managerEmail !== company.managerEmail;
      const holder = emailChanges ? await users.findByEmail(body.managerEmail ?? '') : null;
      // One neutral answer whoever holds the email (docs/design.md §4.13), before any other check.
      if (holder && !(await companies.managerEmailAvailable(holder.email, company.licenseId))) {
        throw new ApiError(409, messages.emailTaken);
      }

      // Renaming a manager or setting their password is refused when they also manage another
      // accountant's company: that account is not this accountant's to change.
      const managerId = holder?.id ?? company.managerId;
      const renames =
        body.managerName !== undefined &&
        body.managerName !== (holder?.name ?? company.managerName);
      if (managerId && (renames || body.newManagerPassword !== undefined)) {
        const managed = await companies.list({ kind: 'manager', userId: managerId });
        if (managed.some((other) => other.accountantId !== user.id)) {
          throw new ApiError(409, serverMessages.managerShared);
        }
      }

      // The NIF as the password set here (a new manager's by default, or a reset to it) takes a
      // code; any other password set by the accountant needs none (docs/design.md §4.18).
      const code =
        (body.newManagerPassword ?? body.taxId) === body.taxId ? activation() : undefined;
      const result = await companies.update(company.id, {
        name: body.name,
        taxId: body.taxId,
        managerEmail: body.managerEmail,
        managerName: body.managerName,
        managerPasswordHash:
          body.newManagerPassword !== undefined
            ? await hashPassword(body.newManagerPassword)
            : undefined,
        newManager: emailChanges
          ? await newManagerFor(
              body.managerEmail,
              body.managerName ?? company.managerName ?? body.managerEmail ?? '',
              body.newManagerPassword ?? body.taxId,
            )
          : undefined,
        managerActivation: code?.stored,
      });
      if (!result.ok) {
        throw result.reason === 'not-found'
          ? new ApiError(404, messages.companyNotFound)
          : new ApiError(409, messages.emailTaken);
      }
      if (!result.managerActivated || !code) return { body: result.company };
      c.set('unkeptFields', ONCE);
      return { body: { ...result.company, managerActivationCode: code.code } };
    })
    .handle(endpoints.issueManagerActivation, async (c) => {
      const { user } = callerOf(c);
      const company = await visibleCompany(repositories, user, c.req.param('id') ?? '');
      assertAccountantMayWrite(user);
      assertCompanyWritable(company);
      if (!company.managerId) throw new ApiError(409, messages.companyWithoutManager);
      // A manager shared with another accountant's company is not this accountant's to open.
      const managed = await companies.list({ kind: 'manager', userId: company.managerId });
      if (managed.some((other) => other.accountantId !== user.id)) {
        throw new ApiError(409, serverMessages.managerShared);
      }
      const code = activation();
      if (!(await repositories.managerActivations.reissue(company.managerId, code.stored))) {
        throw new ApiError(409, messages.managerAlreadyActive);
      }
      c.set('unkeptFields', ONCE);
      return {
        body: { managerActivationCode: code.code, expiresAt: code.stored.expiresAt },
      };
    })
    .handle(endpoints.toggleCompanyActive, async (c) => {
      const { user } = callerOf(c);
      const company = await visibleCompany(repositories, user, c.req.param('id') ?? '');
      assertAccountantMayWrite(user);
      const toggled = await companies.toggleActive(company.id);
      if (!toggled) throw new ApiError(404, messages.companyNotFound);
      return { body: toggled };
    })
    .handle(endpoints.deleteCompany, async (c) => {
      const { user } = callerOf(c);
      const company = await visibleCompany(repositories, user, c.req.param('id') ?? '');
      assertAccountantMayWrite(user);
      if (!(await companies.delete(company.id))) throw new ApiError(404, messages.companyNotFound);
      return { body: { message: serverMessages.companyDeleted } };
    })
    .handle(endpoints.companyPeriods, async (c) => {
      const companyId = await visibleCompanyId(
        repositories,
        callerOf(c).user,
        c.req.param('id') ?? '',
      );
      return { body: await periods.list(companyId) };
    })
    .handle<typeof endpoints.financialData, Buffer | null>(
      endpoints.financialData,
      async (c, { query, acceptsGzip, alongside }) => {
        const companyId = await visibleCompanyId(
          repositories,
          callerOf(c).user,
          c.req.param('id') ?? '',
        );
        return financialDataReply(repositories, companyId, query.period, acceptsGzip, alongside);
      },
      {
        // One statement per read where the read version is read from the store: the kept
        // answer comes with it (answered only once the session and the owner check pass).
        readAlongside: (c, query) => {
          const companyId = c.req.param('id');
          const { period } = query;
          return companyId && period && acceptsGzip(requestHeader(c, 'accept-encoding'))
            ? periods.answerWithVersion(companyId, period, (owners, version) =>
                repositories.companies.keepOwners(companyId, owners, version),
              )
            : Promise.resolve(undefined);
        },
      },
    )
    .handle(endpoints.financialRatios, async (c, { query }) => {
      const companyId = await visibleCompanyId(
        repositories,
        callerOf(c).user,
        c.req.param('id') ?? '',
      );
      const ratios = await periods.ratios(companyId, query.period);
      if (!ratios || ratios.length === 0) return { body: [] };
      return {
        body: [
          {
            id: `${periodDataId(companyId, query.period)}:financialRatios`,
            period: query.period,
            ratiosData: ratios.map((ratio) => ({
              name: ratio.description,
              description: ratio.description,
              amount: ratio.amount,
              values: ratio.values,
            })),
          },
        ],
      };
    });
}
