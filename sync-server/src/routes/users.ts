import type { User } from '@risema/finance-core/contract';
import { LICENSE_TIERS, addOneYear, endpoints, messages } from '@risema/finance-core/contract';
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { hashPassword } from '../auth/password';
import type { AppEnv, AppServices } from '../context';
import { callerOf } from '../context';
import { ApiError } from '../errors';
import type { NewLicense } from '../repositories';
import { serverMessages } from '../server-messages';
import { ResourceRouter } from './define';

function found(user: User | null): User {
  if (!user) throw new ApiError(404, messages.userNotFound);
  return user;
}

/** Users (admin): accountants with their licences, managers, admins. */
export function userRoutes(services: AppServices) {
  const { users } = services.repositories;
  return new ResourceRouter('/api/users', new Hono<AppEnv>(), services)
    .handle(endpoints.listUsers, async (_c, { query }) => ({ body: await users.list(query.role) }))
    .handle(endpoints.createUser, async (_c, { body }) => {
      if (body.role !== 'accountant' && (body.licenseId || body.newLicense)) {
        throw new ApiError(400, serverMessages.licenseOnlyForAccountants);
      }
      let newLicense: NewLicense | undefined;
      if (body.newLicense) {
        const now = new Date();
        const tier = LICENSE_TIERS[body.newLicense.tier];
        newLicense = {
          id: randomUUID(),
          officeName: body.newLicense.officeName,
          tier: body.newLicense.tier,
          maxCompanies: tier.maxCompanies,
          price: tier.price,
          activationDate: now.toISOString(),
          expiryDate: addOneYear(now).toISOString(),
          isActive: true,
        };
      }
      const result = await users.create(
        {
          id: randomUUID(),
          name: body.name,
          email: body.email,
          passwordHash: await hashPassword(body.password),
          role: body.role,
          isActive: body.isActive,
          licenseId: body.licenseId ?? null,
          // Chosen by the admin: the user sets their own at the first sign-in.
          mustChangePassword: true,
        },
        newLicense,
      );
      if (!result.ok) {
        throw result.reason === 'email-taken'
          ? new ApiError(409, messages.emailTaken)
          : new ApiError(404, messages.licenseNotFound);
      }
      return { status: 201, body: result.user };
    })
    .handle(endpoints.toggleUserActive, async (c) => {
      const id = c.req.param('id') ?? '';
      if (id === callerOf(c).user.id) throw new ApiError(409, serverMessages.ownAccount);
      return { body: found(await users.toggleActive(id)) };
    })
    .handle(endpoints.assignUserLicense, async (c, { body }) => {
      const result = await users.assignLicense(c.req.param('id') ?? '', body.licenseId);
      if (result.ok) return { body: result.user };
      switch (result.reason) {
        case 'user-not-found':
          throw new ApiError(404, messages.userNotFound);
        case 'license-not-found':
          throw new ApiError(404, messages.licenseNotFound);
        case 'not-accountant':
          throw new ApiError(400, serverMessages.notAnAccountant);
      }
    })
    .handle(endpoints.deleteUser, async (c) => {
      const id = c.req.param('id') ?? '';
      if (id === callerOf(c).user.id) throw new ApiError(409, serverMessages.ownAccount);
      const result = await users.delete(id);
      if (!result.ok) {
        throw result.reason === 'not-found'
          ? new ApiError(404, messages.userNotFound)
          : new ApiError(409, messages.accountantHasCompanies);
      }
      return { body: { message: serverMessages.userDeleted } };
    });
}
