import type { CreateUserRequest, MessageResponse, User } from '@risema/finance-core/contract';
import type { ActionContext, ActionResult } from './action-context';
import { isStillSignedIn, requireNetwork, requireSession } from './action-context';

// Accountant actions are the admin's and need the network (docs/design.md §6). The answer is written
// to Dexie at once; the sync round that follows brings the rest (e.g. a licence created with the
// accountant).

async function storeUser(
  ctx: ActionContext,
  session: ReturnType<typeof requireSession>,
  user: User,
): Promise<ActionResult<User>> {
  if (isStillSignedIn(ctx, session)) await ctx.db.users.put(user);
  ctx.requestSync();
  return { status: 'done', value: user };
}

/** Creates an accountant, with an existing licence, a new one, or none (`POST /api/users`). */
export async function createAccountant(
  ctx: ActionContext,
  body: CreateUserRequest,
): Promise<ActionResult<User>> {
  const session = requireSession(ctx);
  requireNetwork(ctx);
  const user = await ctx.api.request('createUser', {
    body: { ...body, role: 'accountant' },
    idempotencyKey: crypto.randomUUID(),
  });
  return storeUser(ctx, session, user);
}

/** Activates or deactivates a user (deactivation ends their sessions on the server). */
export async function toggleUserActive(
  ctx: ActionContext,
  userId: string,
): Promise<ActionResult<User>> {
  const session = requireSession(ctx);
  requireNetwork(ctx);
  const user = await ctx.api.request('toggleUserActive', {
    params: { id: userId },
    idempotencyKey: crypto.randomUUID(),
  });
  return storeUser(ctx, session, user);
}

/** Links an accountant to a licence (any licence, an expired one included). */
export async function assignLicense(
  ctx: ActionContext,
  userId: string,
  licenseId: string,
): Promise<ActionResult<User>> {
  const session = requireSession(ctx);
  requireNetwork(ctx);
  const user = await ctx.api.request('assignUserLicense', {
    params: { id: userId },
    body: { licenseId },
    idempotencyKey: crypto.randomUUID(),
  });
  return storeUser(ctx, session, user);
}

/** Deletes a user; the server refuses an accountant who still has companies. */
export async function deleteUser(
  ctx: ActionContext,
  userId: string,
): Promise<ActionResult<MessageResponse>> {
  const session = requireSession(ctx);
  requireNetwork(ctx);
  const answer = await ctx.api.request('deleteUser', {
    params: { id: userId },
    idempotencyKey: crypto.randomUUID(),
  });
  if (isStillSignedIn(ctx, session)) await ctx.db.users.delete(userId);
  ctx.requestSync();
  return { status: 'done', value: answer };
}
