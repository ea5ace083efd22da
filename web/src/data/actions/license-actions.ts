import type {
  ChangeLicenseDateRequest,
  CreateLicenseRequest,
  License,
  MessageResponse,
  UpdateLicenseRequest,
} from '@risema/finance-core/contract';
import type { ActionContext, ActionResult } from './action-context';
import { isStillSignedIn, requireNetwork, requireSession } from './action-context';

// Licence actions are the admin's and need the network (docs/design.md §6): each one calls the API,
// writes the answer to Dexie (so the screen updates at once) and asks for a sync round, which
// brings what the server changed around it (users' licence details, companies).

async function storeLicense(
  ctx: ActionContext,
  session: ReturnType<typeof requireSession>,
  license: License,
): Promise<ActionResult<License>> {
  if (isStillSignedIn(ctx, session)) {
    await ctx.db.transaction('rw', ctx.db.licenses, ctx.db.users, async () => {
      await ctx.db.licenses.put(license);
      // The users of the licence carry a copy of its state (licenseDetails).
      await ctx.db.users
        .filter((user) => user.licenseId === license.id)
        .modify((user) => {
          user.licenseDetails = {
            officeName: license.officeName,
            expiryDate: license.expiryDate,
            isActive: license.isActive,
          };
        });
    });
  }
  ctx.requestSync();
  return { status: 'done', value: license };
}

/** Creates a licence (`POST /api/licenses`). */
export async function createLicense(
  ctx: ActionContext,
  body: CreateLicenseRequest,
): Promise<ActionResult<License>> {
  const session = requireSession(ctx);
  requireNetwork(ctx);
  const license = await ctx.api.request('createLicense', {
    body,
    idempotencyKey: crypto.randomUUID(),
  });
  return storeLicense(ctx, session, license);
}

/** Edits a licence: office, limit, tier, expiry (a new future date reactivates it). */
export async function updateLicense(
  ctx: ActionContext,
  licenseId: string,
  body: UpdateLicenseRequest,
): Promise<ActionResult<License>> {
  const session = requireSession(ctx);
  requireNetwork(ctx);
  const license = await ctx.api.request('updateLicense', {
    params: { id: licenseId },
    body,
    idempotencyKey: crypto.randomUUID(),
  });
  return storeLicense(ctx, session, license);
}

/** Suspends a licence (`isActive: false`). */
export function suspendLicense(
  ctx: ActionContext,
  licenseId: string,
): Promise<ActionResult<License>> {
  return updateLicense(ctx, licenseId, { isActive: false });
}

/** Reactivates a suspended licence (docs/design.md §4.4). */
export function reactivateLicense(
  ctx: ActionContext,
  licenseId: string,
): Promise<ActionResult<License>> {
  return updateLicense(ctx, licenseId, { isActive: true });
}

/** Adds one year to the expiry, or to today when already expired. */
export async function renewLicense(
  ctx: ActionContext,
  licenseId: string,
): Promise<ActionResult<License>> {
  const session = requireSession(ctx);
  requireNetwork(ctx);
  const license = await ctx.api.request('renewLicense', {
    params: { id: licenseId },
    idempotencyKey: crypto.randomUUID(),
  });
  return storeLicense(ctx, session, license);
}

/** Sets a new expiry date (today or later), which also reactivates the licence. */
export async function changeLicenseDate(
  ctx: ActionContext,
  licenseId: string,
  body: ChangeLicenseDateRequest,
): Promise<ActionResult<License>> {
  const session = requireSession(ctx);
  requireNetwork(ctx);
  const license = await ctx.api.request('changeLicenseDate', {
    params: { id: licenseId },
    body,
    idempotencyKey: crypto.randomUUID(),
  });
  return storeLicense(ctx, session, license);
}

/** Deletes a licence; its accountants are left without one. */
export async function deleteLicense(
  ctx: ActionContext,
  licenseId: string,
): Promise<ActionResult<MessageResponse>> {
  const session = requireSession(ctx);
  requireNetwork(ctx);
  const answer = await ctx.api.request('deleteLicense', {
    params: { id: licenseId },
    idempotencyKey: crypto.randomUUID(),
  });
  if (isStillSignedIn(ctx, session)) {
    await ctx.db.transaction('rw', ctx.db.licenses, ctx.db.users, async () => {
      await ctx.db.licenses.delete(licenseId);
      await ctx.db.users
        .filter((user) => user.licenseId === licenseId)
        .modify((user) => {
          user.licenseId = null;
          user.licenseDetails = null;
        });
    });
  }
  ctx.requestSync();
  return { status: 'done', value: answer };
}
