import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../src/db/store';
import { createRepositories } from '../src/repositories';
import { entryPointArgs } from '../src/testing/entry-points';
import { serverProcessEnv } from '../src/testing/server-process-env';
import { testDataDir } from '../src/testing/test-stores';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** Starts `npm run serve`'s server in a process of its own; answers its output until it listens. */
function serve(dataDir: string): Promise<string[]> {
  const child = spawn(process.execPath, entryPointArgs('main'), {
    env: serverProcessEnv({
      dataDir,
      admin: { email: 'primeiro@risema.test', password: 'primeira-vez' },
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    const lines: string[] = [];
    const errors: string[] = [];
    createInterface({ input: child.stderr as NodeJS.ReadableStream }).on('line', (line) =>
      errors.push(line),
    );
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      lines.push(line);
      if (line.includes('listening on')) resolve(lines);
    });
    child.once('exit', (code) =>
      reject(new Error(`server exited with ${code}: ${errors.join('\n')}`)),
    );
  });
}

describe('two server processes starting together on an empty SQLite data directory', () => {
  it('migrate it once and create one first admin (the file lock orders them)', async () => {
    const dataDir = testDataDir();
    try {
      const outputs = await Promise.all([serve(dataDir), serve(dataDir)]);
      const created = outputs.flat().filter((line) => line.startsWith('First admin created'));
      expect(created).toHaveLength(1);
      for (const child of children) child.kill('SIGKILL');
      const store = openStore({ kind: 'sqlite', dataDir });
      try {
        expect(await createRepositories(store).users.list('admin')).toHaveLength(1);
      } finally {
        await store.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
