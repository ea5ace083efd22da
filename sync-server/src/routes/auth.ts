import { endpoints, messages } from '@risema/finance-core/contract';
import { checkChosenPassword } from '@risema/finance-core/password-strength';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { User } from '@risema/finance-core/contract';
import { activationCodeMatches } from '../auth/activation-code';
import type { LoginLimiter } from '../auth/login-limiter';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '../auth/password';
import { hashSessionToken, newSessionToken } from '../auth/tokens';
import type { AppEnv, AppServices } from '../context';
import { callerOf } from '../context';
import { ApiError } from '../errors';
import { requestOrigin } from '../http/request-origin';
import { serverMessages } from '../server-messages';
import { ResourceRouter } from './define';

/** Sign in, the signed-in user, sign out (here or everywhere), change one's own password. */
export function authRoutes(services: AppServices, limiter: LoginLimiter) {
  const { users, sessions, managerActivations, companies } = services.repositories;
  /** The client's address for throttling: the peer, or what trusted proxies forwarded. */
  const clientAddress = (c: Context) => requestOrigin(c, services.trustedProxies).address;

  /**
   * The user as the sign-in and `me` answer them: `needsActivationCode` while their password is
   * still the company's NIF (a manager with an activation code who has not set their own).
   */
  async function withActivation(user: User): Promise<User> {
    if (!user.mustChangePassword || user.role !== 'manager') return user;
    const pending = await managerActivations.find(user.id);
    return pending ? { ...user, needsActivationCode: true } : user;
  }

  /**
   * Whether the change may go on as far as the activation code goes: no code needed, or the
   * right one, unexpired. The code is single use: the change that passes deletes it.
   */
  async function activationAccepted(user: User, typed: string | undefined): Promise<boolean> {
    if (!user.mustChangePassword) return true;
    const pending = await managerActivations.find(user.id);
    if (!pending) return true;
    if (!typed) return false;
    return (
      Date.parse(pending.expiresAt) > Date.now() && activationCodeMatches(typed, pending.codeHash)
    );
  }

  return new ResourceRouter('/api/auth', new Hono<AppEnv>(), services)
    .handle(endpoints.login, async (c, { body }) => {
      // Reserved before the password is hashed: parallel guesses beyond the limit are refused.
      const ticket = await limiter.attempt(body.email, clientAddress(c));
      if (!ticket.allowed) {
        throw new ApiError(429, messages.tooManyLogins, {
          'Retry-After': String(ticket.retryAfterSeconds),
        });
      }
      let valid = false;
      const credentials = await users.findCredentials(body.email).catch(async (error: unknown) => {
        await ticket.failed();
        throw error;
      });
      try {
        // An unknown email costs the same time as a wrong password.
        valid = await verifyPassword(
          body.password,
          credentials?.passwordHash ?? (await DUMMY_PASSWORD_HASH),
        );
      } finally {
        if (valid && credentials) await ticket.succeeded();
        else await ticket.failed();
      }
      if (!credentials || !valid) throw new ApiError(401, messages.invalidCredentials);
      if (!credentials.user.isActive) throw new ApiError(403, messages.inactiveUser);
      const token = newSessionToken();
      await sessions.create(hashSessionToken(token), credentials.user.id);
      return { body: { token, user: await withActivation(credentials.user) } };
    })
    .handle(endpoints.me, async (c) => ({ body: { user: await withActivation(callerOf(c).user) } }))
    .handle(endpoints.logout, async (c) => {
      await sessions.delete(callerOf(c).tokenHash);
      return { body: { message: serverMessages.loggedOut } };
    })
    .handle(endpoints.logoutAll, async (c) => {
      // One write in the store (it moves the change counter), so every server process refuses
      // the user's other tokens from its next request on.
      await sessions.deleteForUser(callerOf(c).user.id);
      return { body: { message: serverMessages.loggedOutEverywhere } };
    })
    .handle(endpoints.changePassword, async (c, { body }) => {
      const { user, tokenHash } = callerOf(c);
      // Guessing the current password through a session counts as guessing it at sign-in.
      const ticket = await limiter.attempt(user.email, clientAddress(c));
      if (!ticket.allowed) {
        throw new ApiError(429, messages.tooManyLogins, {
          'Retry-After': String(ticket.retryAfterSeconds),
        });
      }
      let valid = false;
      let activated = false;
      try {
        const stored = await users.passwordHash(user.id);
        valid = await verifyPassword(body.currentPassword, stored ?? (await DUMMY_PASSWORD_HASH));
        // A missing, wrong or expired activation code is a failed attempt like a wrong password.
        activated = valid && (await activationAccepted(user, body.activationCode));
      } finally {
        if (valid && activated) await ticket.succeeded();
        else await ticket.failed();
      }
      if (!valid) throw new ApiError(400, messages.wrongCurrentPassword);
      if (!activated) {
        throw new ApiError(
          400,
          body.activationCode ? messages.activationCodeInvalid : messages.activationCodeRequired,
        );
      }
      // The policy of a chosen password (length was checked with the body): not the NIF of a
      // company the user manages, not their email, not a common password. Checked once the
      // current password is proven, so a guesser learns nothing and spends no dictionary work.
      const nifs =
        user.role === 'manager'
          ? (await companies.list({ kind: 'manager', userId: user.id })).map((c) => c.taxId)
          : [];
      const problem = checkChosenPassword(body.newPassword, { email: user.email, nifs });
      if (problem) throw new ApiError(400, problem);
      const changed = await users.changeOwnPassword(
        user.id,
        await hashPassword(body.newPassword),
        tokenHash,
      );
      if (!changed) throw new ApiError(404, messages.userNotFound);
      return { body: { message: messages.passwordChanged, user: changed } };
    });
}
