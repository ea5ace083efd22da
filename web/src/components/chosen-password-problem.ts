import { chosenPasswordProblem } from '@risema/finance-core/contract';
import type { PasswordOwner } from '@risema/finance-core/contract';

/**
 * The policy of a password the user chooses (finance-core's rule, the server's too): the rules
 * that need nothing at once, then the dictionary check (zxcvbn-ts), whose chunk is loaded on
 * first use. When that chunk cannot load (offline, or a new version replaced it on the server)
 * the form goes on without it: the server checks the password again and its refusal is shown
 * under the field.
 */
export async function chosenPasswordProblemWithDictionary(
  password: string,
  owner: PasswordOwner,
): Promise<string | null> {
  const quick = chosenPasswordProblem(password, owner);
  if (quick) return quick;
  const strength = await import('./password-strength').catch(() => null);
  return strength ? strength.checkChosenPassword(password, owner) : null;
}
