import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt parameters: N = 2^14, r = 8, p = 1 uses 16 MiB and takes about 50–60 ms on this class of
 * machine (measured), slow enough for offline guessing and fast enough for a login.
 */
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
/**
 * The tests' cost (N = 2^10, ~1 ms): they create and sign in users thousands of times. Only
 * `usePasswordCostForTests()` selects it, and only inside a Vitest run; every hash carries its
 * own parameters, so verification is the same code either way.
 */
const TEST_PARAMS = { N: 1024, r: 8, p: 1 } as const;
let params: { N: number; r: number; p: number } = PARAMS;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { ...params, maxmem: MAX_MEMORY }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** Hashes a password with a fresh random salt: `scrypt$N$r$p$salt$key` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Checks a password against a stored hash in constant time; false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, key] = parts;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(params).every((value) => Number.isInteger(value) && value > 0)) return false;
  const expected = Buffer.from(key ?? '', 'base64url');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await derive(password, Buffer.from(salt ?? '', 'base64url'), params);
  return timingSafeEqual(actual, expected);
}

/**
 * Tests only: new hashes in this process use a low scrypt cost from now on. Refused outside a
 * Vitest run (VITEST is set by Vitest itself), so no setting of a deployed server can reach it;
 * the sync-server and browser test projects call it from their set-up file.
 */
export function usePasswordCostForTests(): void {
  if (!process.env.VITEST) throw new Error('the test password cost is for Vitest runs only');
  params = TEST_PARAMS;
}

/** A hash of a random password, to spend the same time on an unknown email as on a known one. */
export const DUMMY_PASSWORD_HASH = hashPassword(randomBytes(16).toString('base64url'));
