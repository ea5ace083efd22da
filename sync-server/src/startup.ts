import { migrate } from './db/migrate';
import type { Store } from './db/store';
import { ensureFirstAdmin } from './first-admin';
import { migrations } from './migrations';
import { repositoriesIn } from './repositories';

/**
 * Brings a store up to date before the server serves it, in one transaction that no other
 * process runs at the same time (`DialectAdapter.exclusive`): pending migrations, then the first
 * admin when there is none. Two servers starting together on an empty database migrate once and
 * create one admin; the second finds it all done. Lines for the log (the first admin's) are
 * printed once the transaction has committed. Answers the migrations applied now.
 */
export async function prepareStore(
  store: Store,
  admin: { adminEmail?: string; adminPassword?: string },
  print: (line: string) => void,
): Promise<number[]> {
  const lines: string[] = [];
  const applied = await store.dialect.exclusive(store.db, 'startup', async (tx) => {
    const done = await migrate(tx, store.dialect, migrations);
    await ensureFirstAdmin(repositoriesIn(store, tx), admin, (line) => lines.push(line));
    return done;
  });
  for (const line of lines) print(line);
  return applied;
}
