import type { License } from '@risema/finance-core/contract';
import {
  DEFAULT_MAX_COMPANIES,
  LICENSE_TIERS,
  addOneYear,
  endpoints,
  messages,
  renewedExpiry,
} from '@risema/finance-core/contract';
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv, AppServices } from '../context';
import { callerOf } from '../context';
import { activationInstant, expiryInstant, isBeforeToday } from '../dates';
import { ApiError } from '../errors';
import { serverMessages } from '../server-messages';
import type { LicenseChanges } from '../repositories';
import { ResourceRouter } from './define';

/** A future (or today's) expiry as an ISO instant; a past one is a 400. */
function futureExpiry(input: string, now: Date): string {
  const expiry = expiryInstant(input);
  if (isBeforeToday(expiry, now)) throw new ApiError(400, messages.pastDate);
  return expiry.toISOString();
}

function found(license: License | null): License {
  if (!license) throw new ApiError(404, messages.licenseNotFound);
  return license;
}

/** Licences (admin) and the accountant's quota. */
export function licenseRoutes(services: AppServices) {
  const { licenses, companies } = services.repositories;
  return new ResourceRouter('/api/licenses', new Hono<AppEnv>(), services)
    .handle(endpoints.listLicenses, async () => ({ body: await licenses.list() }))
    .handle(endpoints.createLicense, async (_c, { body }) => {
      const now = new Date();
      const tier = body.tier ?? null;
      const activation = body.activationDate ? activationInstant(body.activationDate) : now;
      const expiryInput = body.expiresAt ?? body.expiryDate;
      const license = await licenses.create({
        id: randomUUID(),
        officeName: body.officeName,
        tier,
        maxCompanies:
          body.maxCompanies ?? (tier ? LICENSE_TIERS[tier].maxCompanies : DEFAULT_MAX_COMPANIES),
        price: body.price ?? (tier ? LICENSE_TIERS[tier].price : null),
        activationDate: activation.toISOString(),
        expiryDate: expiryInput
          ? futureExpiry(expiryInput, now)
          : addOneYear(activation).toISOString(),
        isActive: body.isActive ?? true,
      });
      return { status: 201, body: license };
    })
    .handle(endpoints.licenseQuota, async (c) => {
      const { user } = callerOf(c);
      const quota = user.licenseId ? await licenses.quota(user.licenseId) : null;
      if (quota) return { body: quota };
      // Without a licence nothing may be created: the limit is 0.
      const own = await companies.list({ kind: 'accountant', userId: user.id });
      return { body: { current: own.length, limit: 0, tier: null } };
    })
    .handle(endpoints.updateLicense, async (c, { body }) => {
      const id = c.req.param('id') ?? '';
      const current = found(await licenses.findById(id));
      const now = new Date();
      const changes: LicenseChanges = {
        officeName: body.officeName,
        maxCompanies: body.maxCompanies,
        isActive: body.isActive,
      };
      if (body.tier !== undefined) {
        changes.tier = body.tier;
        changes.price = LICENSE_TIERS[body.tier].price;
        changes.maxCompanies ??= LICENSE_TIERS[body.tier].maxCompanies;
      }
      if (body.expiresAt !== undefined) {
        const expiry = expiryInstant(body.expiresAt).toISOString();
        if (expiry !== current.expiryDate) {
          changes.expiryDate = futureExpiry(body.expiresAt, now);
          // A new future date reactivates a suspended licence (docs/design.md §4.4).
          changes.isActive ??= true;
        }
      }
      return { body: found(await licenses.update(id, changes)) };
    })
    .handle(endpoints.deleteLicense, async (c) => {
      if (!(await licenses.delete(c.req.param('id') ?? ''))) {
        throw new ApiError(404, messages.licenseNotFound);
      }
      return { body: { message: serverMessages.licenseDeleted } };
    })
    .handle(endpoints.renewLicense, async (c) => {
      const id = c.req.param('id') ?? '';
      const license = found(await licenses.findById(id));
      const expiryDate = renewedExpiry(license.expiryDate, new Date()).toISOString();
      return { body: found(await licenses.update(id, { expiryDate })) };
    })
    .handle(endpoints.changeLicenseDate, async (c, { body }) => {
      const id = c.req.param('id') ?? '';
      found(await licenses.findById(id));
      const expiryDate = futureExpiry(body.expiryDate ?? '', new Date());
      return { body: found(await licenses.update(id, { expiryDate, isActive: true })) };
    });
}
