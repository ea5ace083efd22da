import { z } from 'zod';

/**
 * What a password a user chooses for themselves must be (issue 14): a change of one's own
 * password, the forced first change included. A password someone else sets (an admin's for a new
 * user, the accountant's reset of a manager) keeps the minimum of 6 (`passwordSchema`).
 */
export const CHOSEN_PASSWORD_MIN_LENGTH = 8;
export const CHOSEN_PASSWORD_MAX_LENGTH = 128;

/** The Portuguese refusals of the policy, one per rule. */
export const passwordPolicyMessages = {
  tooShort: `Password deve ter pelo menos ${CHOSEN_PASSWORD_MIN_LENGTH} caracteres`,
  tooLong: `Password deve ter no máximo ${CHOSEN_PASSWORD_MAX_LENGTH} caracteres`,
  isNif: 'A password não pode ser o NIF da empresa',
  isEmail: 'A password não pode ser o seu email',
  common: 'Password demasiado comum ou fácil de adivinhar: escolha outra',
} as const;

/** Whether a message is one of the policy's refusals (the web shows them under the field). */
export function isPasswordPolicyMessage(message: string): boolean {
  return (Object.values(passwordPolicyMessages) as string[]).includes(message);
}

/** A chosen password's length rule (the contract's schema: the server's validation and the form). */
export const chosenPasswordSchema = z
  .string({ error: passwordPolicyMessages.tooShort })
  .min(CHOSEN_PASSWORD_MIN_LENGTH, { error: passwordPolicyMessages.tooShort })
  .max(CHOSEN_PASSWORD_MAX_LENGTH, { error: passwordPolicyMessages.tooLong });

/** Who is choosing: their email, and the NIFs of the companies they manage (none for others). */
export interface PasswordOwner {
  email: string;
  nifs: readonly string[];
}

/**
 * Whether a password is too easy to guess (a common password or a simple variant of one, of the
 * owner's email or NIF): finance-core's `password-strength` answers it with zxcvbn-ts, kept out
 * of the contract so that the dictionaries load only where a password is chosen.
 */
export type GuessabilityCheck = (password: string, ownerWords: readonly string[]) => boolean;

/** A NIF as people write it: `PT 509 442 013`, `509.442.013` are `509442013`. */
function asNif(text: string): string {
  return text.replace(/[\s.\-/]/g, '').replace(/^pt/i, '');
}

/** The owner's own words a password must not be (nor be made of, for the dictionary check). */
export function passwordOwnerWords(owner: PasswordOwner): string[] {
  const email = owner.email.trim().toLowerCase();
  const local = email.split('@')[0] ?? '';
  return [email, local, ...owner.nifs].filter((word) => word !== '');
}

/**
 * The first rule a chosen password breaks, as its Portuguese message, or null when it keeps them
 * all: 8 to 128 characters, not the NIF of a company the owner manages, not their email nor its
 * part before the @ (case-insensitive, spaces around ignored), and, when `isGuessable` is given,
 * not a common or easily guessed password. The server checks all of it (authoritative); the
 * web form checks the same before sending.
 */
export function chosenPasswordProblem(
  password: string,
  owner: PasswordOwner,
  isGuessable?: GuessabilityCheck,
): string | null {
  const length = chosenPasswordSchema.safeParse(password);
  if (!length.success) return length.error.issues[0]?.message ?? passwordPolicyMessages.tooShort;
  const typed = password.trim().toLowerCase();
  if (owner.nifs.some((nif) => nif !== '' && asNif(typed) === asNif(nif))) {
    return passwordPolicyMessages.isNif;
  }
  const email = owner.email.trim().toLowerCase();
  if (typed === email || typed === email.split('@')[0]) return passwordPolicyMessages.isEmail;
  if (isGuessable?.(password, passwordOwnerWords(owner))) return passwordPolicyMessages.common;
  return null;
}
