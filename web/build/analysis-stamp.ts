// The version of finance-core a build carries, as a hash of its sources: figures a device keeps
// computed (the portfolio's, in IndexedDB) are computed again after an update that changed them.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A short hash of every non-test source file of finance-core (`src/**`), in path order. */
export function analysisStamp(financeCoreRoot: string): string {
  const root = join(financeCoreRoot, 'src');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(root, join(root, file)));
    hash.update(readFileSync(join(root, file)));
  }
  return hash.digest('hex').slice(0, 16);
}
