import { describe, expect, it } from 'vitest';
import { passwordPolicyMessages } from '../contract/password-policy';
import { checkChosenPassword, isGuessablePassword } from './index';

const owner = { email: 'gestora@padaria-lusitana.pt', nifs: ['509442013'] };

describe('checkChosenPassword (zxcvbn-ts)', () => {
  it('refuses common passwords and their simple variants', () => {
    for (const password of [
      'password',
      'password1',
      'Password1!',
      '12345678',
      'qwertyuiop',
      'iloveyou1',
      'abcdefgh',
    ]) {
      expect(checkChosenPassword(password, owner), password).toBe(passwordPolicyMessages.common);
    }
  });

  it('refuses the owner’s own words with a few changes', () => {
    expect(isGuessablePassword('gestora1', ['gestora@padaria-lusitana.pt', 'gestora'])).toBe(true);
    expect(isGuessablePassword('gestora1', [])).toBe(false);
  });

  it('accepts passwords that are not common', () => {
    for (const password of [
      'pão-quente-às-7',
      'a-minha-password',
      'Lisboa-Porto-Faro',
      'Xk9#qL2p',
    ]) {
      expect(checkChosenPassword(password, owner), password).toBeNull();
    }
  });

  it('keeps the rules before the dictionary: length, NIF, email', () => {
    expect(checkChosenPassword('1234567', owner)).toBe(passwordPolicyMessages.tooShort);
    expect(checkChosenPassword('509442013', owner)).toBe(passwordPolicyMessages.isNif);
    expect(checkChosenPassword('gestora@padaria-lusitana.pt', owner)).toBe(
      passwordPolicyMessages.isEmail,
    );
  });

  it('reads at most the first 64 characters of a long password', () => {
    expect(checkChosenPassword('a'.repeat(128), owner)).toBe(passwordPolicyMessages.common);
    expect(checkChosenPassword(`Xk9#qL2p-${'a'.repeat(119)}`, owner)).toBeNull();
  });
});
