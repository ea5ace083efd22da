import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRepositories } from '../repositories';
import { STORES } from '../testing/test-stores';
import { migrationTestStore } from './migration-test-store';

describe.each(STORES)('migration 12 (stored file encoding) on %s', (kind) => {
  let env: Awaited<ReturnType<typeof migrationTestStore>>;
  beforeEach(async () => {
    env = await migrationTestStore(kind);
  });
  afterEach(() => env.dispose());

  it('reads files kept before it as received, and refuses encodings other than identity and gzip', async () => {
    await env.upTo(11);
    const { db } = env.store;
    const now = new Date().toISOString();
    await sql`INSERT INTO companies (id, name, tax_id, is_active, created_at, updated_at, seq)
      VALUES ('c', 'Empresa', '509442013', 1, ${now}, ${now}, 1)`.execute(db);
    for (const id of ['d1', 'd2']) {
      await sql`INSERT INTO documents (id, company_id, kind, file_name, size, status, result,
           uploaded_at)
         VALUES (${id}, 'c', 'myreport', 'a.xlsx', 3, 'pending', '{}', ${now})`.execute(db);
    }
    await sql`INSERT INTO document_files (document_id, content)
      VALUES ('d1', ${Buffer.from('abc')})`.execute(db);

    expect(await env.upTo()).toEqual([12]);
    const { documents } = createRepositories(env.store);
    expect(await documents.file('d1')).toEqual({
      content: Buffer.from('abc'),
      encoding: 'identity',
    });

    await expect(
      sql`INSERT INTO document_files (document_id, content, encoding)
        VALUES ('d2', ${Buffer.from('x')}, 'zstd')`.execute(db),
    ).rejects.toThrow();
  });
});
