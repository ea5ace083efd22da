import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from '../db/migrate';
import type { Db } from '../db/open';
import { openDatabase } from '../db/open';
import { migrations } from '../migrations';
import type { Repositories } from './index';
import { createRepositories } from './index';

/** A migrated database in a temporary directory, for repository tests. */
export function repositoryTestDb(): { db: Db; repositories: Repositories; dispose: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'risema-repo-'));
  const db = openDatabase(dir);
  migrate(db, migrations);
  return {
    db,
    repositories: createRepositories(db),
    dispose: () => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
