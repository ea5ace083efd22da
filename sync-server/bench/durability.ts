import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from '../src/db/migrate';
import { openSqlite } from '../src/db/store';
import { migrations } from '../src/migrations';
import { createRepositories } from '../src/repositories';

/** Committed writes per second of SQLite under one `synchronous` setting. */
async function writesPerSecond(mode: 'FULL' | 'NORMAL', seconds: number): Promise<number> {
  // A directory on the real disk (not /dev/shm): the cost measured is the fsync of each commit.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'risema-durability-'));
  const store = openSqlite(dataDir);
  try {
    await store.dialect.exclusive(store.db, 'startup', (tx) =>
      migrate(tx, store.dialect, migrations),
    );
    await sql.raw(`PRAGMA synchronous = ${mode}`).execute(store.db);
    const repositories = createRepositories(store);
    const id = crypto.randomUUID();
    await repositories.users.create({
      id,
      name: 'Bench',
      email: `bench-${id}@risema.bench`,
      passwordHash: 'x',
      role: 'admin',
      isActive: true,
      licenseId: null,
      mustChangePassword: false,
    });
    // A server write as the API makes it: one transaction taking a change sequence value and
    // updating a row, committed before the answer.
    let writes = 0;
    const until = performance.now() + seconds * 1000;
    const started = performance.now();
    while (performance.now() < until) {
      await repositories.users.setMustChangePassword(id, writes % 2 === 0);
      writes++;
    }
    return writes / ((performance.now() - started) / 1000);
  } finally {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The cost of durability on SQLite: committed writes per second with `synchronous = FULL` (what
 * the server runs: an acknowledged change survives a power cut) against `NORMAL` (may lose the
 * last commits in WAL mode), one after the other on the same disk, and their ratio.
 */
export async function runDurabilityBench(seconds: number): Promise<void> {
  const full = await writesPerSecond('FULL', seconds);
  const normal = await writesPerSecond('NORMAL', seconds);
  console.log(
    'SQLite durability (committed writes, one at a time, on the temporary directory’s disk):',
  );
  console.log(`  synchronous = FULL (the server’s)   ${full.toFixed(0).padStart(8)} writes/s`);
  console.log(`  synchronous = NORMAL                ${normal.toFixed(0).padStart(8)} writes/s`);
  console.log(`  FULL / NORMAL                       ${(full / normal).toFixed(2)}×`);
}
