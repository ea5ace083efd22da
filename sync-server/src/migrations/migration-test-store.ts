import { migrate } from '../db/migrate';
import type { Store } from '../db/store';
import type { TestStoreKind } from '../testing/test-stores';
import { openTestStore } from '../testing/test-stores';
import { migrations } from './index';

/**
 * An empty store of a kind for a migration's test: `upTo(n)` applies the migrations up to n (all
 * of them by default) and answers the versions applied.
 */
export async function migrationTestStore(kind: TestStoreKind): Promise<{
  store: Store;
  upTo: (version?: number) => Promise<number[]>;
  dispose: () => Promise<void>;
}> {
  const { store, dispose } = await openTestStore(kind, { empty: true });
  return {
    store,
    upTo: (version = Infinity) =>
      store.dialect.exclusive(store.db, 'startup', (tx) =>
        migrate(
          tx,
          store.dialect,
          migrations.filter((migration) => migration.version <= version),
        ),
      ),
    dispose,
  };
}
