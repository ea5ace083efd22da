import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptModule } from '../testing/entry-points';
import { hashPassword, usePasswordCostForTests, verifyPassword } from './password';

/**
 * Runs this module in a Node process of its own, as a server loads it (its build for this run:
 * testing/entry-points.ts), and prints two hashes.
 */
async function hashesOfAFreshProcess(): Promise<{ hash: string; dummy: string }> {
  const { nodeArgs, module } = scriptModule('password');
  const script = `const m = await import(${JSON.stringify(pathToFileURL(module).href)});
console.log(JSON.stringify({ hash: await m.hashPassword('segredo-123'), dummy: await m.DUMMY_PASSWORD_HASH }));`;
  const { stdout } = await promisify(execFile)(process.execPath, [
    ...nodeArgs,
    '--input-type=module',
    '--eval',
    script,
  ]);
  return JSON.parse(stdout) as { hash: string; dummy: string };
}

describe('password hashing', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('hashes with the production cost unless a test asked for less', async () => {
    // A process of its own, as a server runs (even with VITEST set, as it is inherited here):
    // nothing lowered its cost.
    const { hash, dummy } = await hashesOfAFreshProcess();
    expect(hash.startsWith('scrypt$16384$8$1$')).toBe(true);
    expect(hash).not.toContain('segredo-123');
    await expect(verifyPassword('segredo-123', hash)).resolves.toBe(true);
    await expect(verifyPassword('segredo-124', hash)).resolves.toBe(false);
    // The dummy hash of unknown emails has the production cost too.
    expect(dummy.startsWith('scrypt$16384$8$1$')).toBe(true);
  });

  it('hashes with the low test cost in the test run, and verifies either', async () => {
    // This project's set-up file lowered the cost for the server's tests.
    const cheap = await hashPassword('segredo-123');
    expect(cheap.startsWith('scrypt$1024$8$1$')).toBe(true);
    await expect(verifyPassword('segredo-123', cheap)).resolves.toBe(true);
    await expect(verifyPassword('segredo-124', cheap)).resolves.toBe(false);
  });

  it('refuses the test cost outside a Vitest run', () => {
    vi.stubEnv('VITEST', '');
    expect(() => usePasswordCostForTests()).toThrow(/Vitest/);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('igual')).not.toBe(await hashPassword('igual'));
  });

  it('refuses malformed stored hashes instead of throwing', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$0$8$1$abc$def')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$16384$8$1$abc$short')).resolves.toBe(false);
  });
});
