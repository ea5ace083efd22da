import { messages } from '@risema/finance-core/contract';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { ReaderPool } from './readers/reader-pool';
import { createRepositories } from './repositories';
import { STORES, openTestStore } from './testing/test-stores';

describe.each(STORES)('createApp on %s', (kind) => {
  it('answers an unexpected failure with 500 and a generic message, logging no secrets', async () => {
    const { store, dispose } = await openTestStore(kind);
    const lines: string[] = [];
    // No worker starts until a file is read (minThreads 0): this test reads none.
    const readers = new ReaderPool({ minThreads: 0 });
    const app = createApp({
      repositories: createRepositories(store),
      log: (line) => lines.push(line),
      readers,
    });
    await store.close(); // every query now throws
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
    await readers.close();
    await dispose();
  });
});
