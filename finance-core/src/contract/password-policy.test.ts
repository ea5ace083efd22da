import { describe, expect, it } from 'vitest';
import { passwordSchema } from './common';
import type { GuessabilityCheck, PasswordOwner } from './password-policy';
import {
  chosenPasswordProblem,
  isPasswordPolicyMessage,
  passwordOwnerWords,
  passwordPolicyMessages,
} from './password-policy';

const manager: PasswordOwner = { email: 'Ana.Silva@Padaria.pt', nifs: ['509442013', '503504564'] };
const accountant: PasswordOwner = { email: 'contabilista@gabinete.pt', nifs: [] };

describe('chosenPasswordProblem', () => {
  it('accepts 8 to 128 characters that break no rule', () => {
    expect(chosenPasswordProblem('pão-quente-às-7', manager)).toBeNull();
    expect(chosenPasswordProblem('x'.repeat(8), accountant)).toBeNull();
    expect(chosenPasswordProblem('y'.repeat(128), accountant)).toBeNull();
  });

  it('refuses fewer than 8 characters', () => {
    expect(chosenPasswordProblem('1234567', accountant)).toBe(passwordPolicyMessages.tooShort);
    expect(chosenPasswordProblem('', accountant)).toBe(passwordPolicyMessages.tooShort);
    expect(passwordPolicyMessages.tooShort).toBe('Password deve ter pelo menos 8 caracteres');
  });

  it('refuses more than 128 characters', () => {
    expect(chosenPasswordProblem('z'.repeat(129), accountant)).toBe(passwordPolicyMessages.tooLong);
    expect(passwordPolicyMessages.tooLong).toBe('Password deve ter no máximo 128 caracteres');
  });

  it('refuses the NIF of any company the owner manages, however it is written', () => {
    for (const typed of [
      '509442013',
      '503504564',
      ' 509442013 ',
      'PT509442013',
      '509 442 013',
      '509.442.013',
    ]) {
      expect(chosenPasswordProblem(typed, manager), typed).toBe(passwordPolicyMessages.isNif);
    }
    // Another company's NIF is only a number to the owner.
    expect(chosenPasswordProblem('500000000', manager)).toBeNull();
    expect(chosenPasswordProblem('509442013', accountant)).toBeNull();
  });

  it('refuses the email and its part before the @, in any case', () => {
    for (const typed of [
      'ana.silva@padaria.pt',
      'ANA.SILVA@PADARIA.PT',
      'Ana.Silva',
      ' ana.silva ',
    ]) {
      expect(chosenPasswordProblem(typed, manager), typed).toBe(passwordPolicyMessages.isEmail);
    }
    expect(chosenPasswordProblem('contabilista', accountant)).toBe(passwordPolicyMessages.isEmail);
    expect(chosenPasswordProblem('ana.silva-e-o-pao', manager)).toBeNull();
  });

  it('refuses what the injected dictionary check finds guessable, given the owner’s words', () => {
    const seen: (readonly string[])[] = [];
    const listed: GuessabilityCheck = (password, words) => {
      seen.push(words);
      return password === 'benfica1910';
    };
    expect(chosenPasswordProblem('benfica1910', manager, listed)).toBe(
      passwordPolicyMessages.common,
    );
    expect(chosenPasswordProblem('outra-coisa-qualquer', manager, listed)).toBeNull();
    expect(seen[0]).toEqual(['ana.silva@padaria.pt', 'ana.silva', '509442013', '503504564']);
    // The cheap rules answer first: the dictionary is not asked about a short password.
    seen.length = 0;
    expect(chosenPasswordProblem('benfica', manager, listed)).toBe(passwordPolicyMessages.tooShort);
    expect(seen).toEqual([]);
  });

  it('leaves a password someone else sets to the minimum of 6 (an admin’s for a new user)', () => {
    expect(passwordSchema.safeParse('abc123').success).toBe(true);
  });

  it('tells its messages apart from the server’s others', () => {
    for (const message of Object.values(passwordPolicyMessages)) {
      expect(isPasswordPolicyMessage(message)).toBe(true);
    }
    expect(isPasswordPolicyMessage('Password atual incorreta')).toBe(false);
    expect(passwordOwnerWords(accountant)).toEqual(['contabilista@gabinete.pt', 'contabilista']);
  });
});
