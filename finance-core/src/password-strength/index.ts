/**
 * The dictionary check of the password policy (`chosenPasswordProblem` in the contract): zxcvbn-ts
 * with its common package (the most used passwords of public leaks, keyboard patterns). Its own
 * entry point, so that the dictionaries (about 0.4 MB) load only where a password is chosen: the
 * server when a password changes, the web's change-password form through a dynamic import.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { chosenPasswordProblem } from '../contract/password-policy';
import type { PasswordOwner } from '../contract/password-policy';

/**
 * zxcvbn's score a password needs: 2 means at least 10^6 estimated guesses. Below it are the
 * listed common passwords and their simple variants (`Password1!`, `benfica2026`), sequences
 * and repeats (`abcdefgh`, `12345678`), and the owner's email or NIF with a few changes.
 */
export const MIN_PASSWORD_SCORE = 2;

/**
 * Characters of a password the estimate reads: the matching grows faster than the length, and
 * 64 characters that are not guessable make a password that is not.
 */
export const CHECKED_LENGTH = 64;

let factory: ZxcvbnFactory | undefined;

/** The estimator, built on first use (unpacking the dictionaries takes a moment). */
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    graphs: adjacencyGraphs,
    dictionary: { ...dictionary },
    maxLength: CHECKED_LENGTH,
  });
  return factory;
}

/**
 * Whether zxcvbn-ts finds the password too easy to guess (score under `MIN_PASSWORD_SCORE`),
 * the owner's own words (email, its local part, NIFs) counting as known to an attacker.
 */
export function isGuessablePassword(password: string, ownerWords: readonly string[]): boolean {
  return estimator().check(password, [...ownerWords]).score < MIN_PASSWORD_SCORE;
}

/** The password policy in full, the dictionary check included: a message, or null. */
export function checkChosenPassword(password: string, owner: PasswordOwner): string | null {
  return chosenPasswordProblem(password, owner, isGuessablePassword);
}
