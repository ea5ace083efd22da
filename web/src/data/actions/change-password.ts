import { changePasswordBodySchema } from '@risema/finance-core/contract';
import type { ChangePasswordBody, ChangePasswordResponse } from '@risema/finance-core/contract';
import { validateInput } from '../validate-input';
import type { ActionContext } from './action-context';
import { isStillSignedIn, requireNetwork, requireSession } from './action-context';

/**
 * The signed-in user sets their own password (online only: the server checks the current one and
 * revokes the user's other sessions). The stored user follows the answer, so a forced change
 * (`mustChangePassword`) lets the user through at once.
 */
export async function changePassword(
  ctx: Pick<ActionContext, 'api' | 'auth' | 'isOnline'>,
  input: ChangePasswordBody,
): Promise<ChangePasswordResponse> {
  const session = requireSession(ctx);
  requireNetwork(ctx);
  const body = validateInput(changePasswordBodySchema, input);
  const answer = await ctx.api.request('changePassword', {
    body,
    idempotencyKey: crypto.randomUUID(),
  });
  if (isStillSignedIn(ctx, session)) {
    ctx.auth.getState().signIn({ token: session.token, user: answer.user });
  }
  return answer;
}
