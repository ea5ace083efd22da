import { messages } from '@risema/finance-core/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { migrations } from './migrations';
import { ReaderPool } from './readers/reader-pool';
import { createRepositories } from './repositories';

describe('createApp', () => {
  it('answers an unexpected failure with 500 and a generic message, logging no secrets', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'risema-app-'));
    const db = openDatabase(dir);
    migrate(db, migrations);
    const lines: string[] = [];
    // No worker starts until a file is read (minThreads 0): this test reads none.
    const readers = new ReaderPool({ minThreads: 0 });
    const app = createApp({
      repositories: createRepositories(db),
      log: (line) => lines.push(line),
      readers,
    });
    db.close(); // every query now throws
    const password = 'segredo-que-nao-aparece';
    const response = await app.request('/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'a@b.pt', password }),
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: messages.internalError });
    expect(lines.some((line) => line.startsWith('error POST /api/auth/login'))).toBe(true);
    expect(lines.at(-1)).toMatch(/^POST \/api\/auth\/login 500 [\d.]+ms$/);
    expect(lines.join('\n')).not.toContain(password);
    rmSync(dir, { recursive: true, force: true });
    await readers.close();
  });
});
