import { endpoints, messages, periodSchema } from '@risema/finance-core/contract';
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  assertAccountantMayWrite,
  assertCompanyWritable,
  visibleCompany,
} from '../access/company-access';
import type { AppEnv, AppServices } from '../context';
import { callerOf } from '../context';
import { ApiError } from '../errors';
import { serverMessages } from '../server-messages';
import { ResourceRouter } from './define';

/** The `:period` of the path, or 404 when it is no period (no period of that name is stored). */
function periodParam(c: Context<AppEnv>): string {
  const parsed = periodSchema.safeParse(c.req.param('period'));
  if (!parsed.success) throw new ApiError(404, messages.periodNotFound);
  return parsed.data;
}

/**
 * A company's stored periods as resources of their own: the accountant's note for the manager
 * (issue 17 §2) and the deletion of a period (issue 16). Both are the company's accountant's
 * (a manager is refused by role, another office's accountant finds no company), on an active
 * company, under a valid licence.
 */
export function periodRoutes(services: AppServices) {
  const { repositories } = services;

  return new ResourceRouter('/api/companies', new Hono<AppEnv>(), services)
    .handle(endpoints.savePeriodNote, async (c, { body }) => {
      const { user } = callerOf(c);
      const company = await visibleCompany(repositories, user, c.req.param('id') ?? '');
      const period = periodParam(c);
      assertAccountantMayWrite(user);
      assertCompanyWritable(company);
      const saved = await repositories.periods.saveNote(company.id, period, body.text, {
        id: user.id,
        name: user.name,
      });
      if (!saved.ok) throw new ApiError(404, messages.periodNotFound);
      return { body: { companyId: company.id, period, note: saved.note } };
    })
    .handle(endpoints.deletePeriod, async (c) => {
      const { user } = callerOf(c);
      const company = await visibleCompany(repositories, user, c.req.param('id') ?? '');
      const period = periodParam(c);
      assertAccountantMayWrite(user);
      assertCompanyWritable(company);
      if (!(await repositories.periods.delete(company.id, period))) {
        throw new ApiError(404, messages.periodNotFound);
      }
      return { body: { message: serverMessages.periodDeleted } };
    });
}
