import { migrate } from '../db/migrate';
import type { Store } from '../db/store';
import { migrations } from '../migrations';
import type { CopiedTable } from './store-tables';
import { COPIED_TABLES, countRows, insertRows, readPages } from './store-tables';
import type { Verification } from './verify-copy';
import { verifyCopy } from './verify-copy';

/** Rows copied per insert (a few hundred parameters at most: well under either store's limit). */
const PAGE_SIZE = 200;

/** A copy refused or failed, with a Portuguese message for whoever ran it. */
export class MigrateStoreError extends Error {}

/** Where a copy is: copying a table's rows, or verifying them. */
export interface MigrateProgress {
  phase: 'copy' | 'verify';
  table: CopiedTable['name'];
  done: number;
  total: number;
}

/**
 * Copies every row of `source` into `target`, which must be empty (migrated here when it has no
 * tables yet), and verifies the copy (row counts and every row's checksum, stored periods
 * included) before it commits: the target gets all of it, verified, or nothing.
 *
 * The source is read in one transaction (one snapshot); the target is written in one
 * transaction under the start-up lock, so a server starting on it meanwhile waits, then finds
 * the data (and creates no first admin of its own). Tables go parents first, rows keep their
 * keys, and numbered keys continue past the copied ones. The source must be at this server's
 * schema version: a database of an older server is brought up to date by starting the current
 * server on it once.
 */
export async function migrateStore(
  source: Store,
  target: Store,
  onProgress: (progress: MigrateProgress) => void = () => {},
): Promise<Verification> {
  return source.db.transaction().execute((from) =>
    target.dialect.exclusive(target.db, 'startup', async (to) => {
      await checkSchemaVersion(from);
      await migrate(to, target.dialect, migrations);
      await refuseNonEmpty(to);
      for (const table of COPIED_TABLES) {
        const total = await countRows(from, table.name);
        let done = 0;
        onProgress({ phase: 'copy', table: table.name, done, total });
        for await (const rows of readPages(from, table, PAGE_SIZE)) {
          if (table.name === 'change_sequence') {
            // The target's counter row is there since its first migration: it takes the value.
            for (const row of rows) {
              await to
                .updateTable('change_sequence')
                .set({ value: Number(row.value) })
                .where('id', '=', Number(row.id))
                .execute();
            }
          } else {
            await insertRows(to, table, rows);
          }
          done += rows.length;
          onProgress({ phase: 'copy', table: table.name, done, total });
        }
        if ('autoId' in table) await target.dialect.continueAutoId(to, table.name, table.autoId);
      }
      const verification = await verifyCopy(from, to, (table, done, total) =>
        onProgress({ phase: 'verify', table, done, total }),
      );
      if (verification.differences.length > 0) {
        throw new MigrateStoreError(
          'A verificação da cópia falhou; o destino ficou como estava (vazio).\n' +
            verification.differences.join('\n'),
        );
      }
      return verification;
    }),
  );
}

/** The source must hold exactly the migrations this server knows. */
async function checkSchemaVersion(from: Store['db']): Promise<void> {
  let versions: number[];
  try {
    versions = (await from.selectFrom('schema_migrations').select('version').execute()).map(
      (row) => row.version,
    );
  } catch {
    throw new MigrateStoreError('A origem não é uma base de dados do RISEMA (não tem migrações).');
  }
  const known = new Set(migrations.map((migration) => migration.version));
  if (versions.some((version) => !known.has(version))) {
    throw new MigrateStoreError(
      'A origem foi atualizada por uma versão mais recente do RISEMA: use essa versão para a copiar.',
    );
  }
  if (versions.length < known.size) {
    throw new MigrateStoreError(
      'A origem é de uma versão anterior do RISEMA: inicie uma vez o servidor atual sobre ela ' +
        '(npm run serve com DATA_DIR a apontar para a sua pasta), pare-o e volte a copiar.',
    );
  }
}

/** Refuses a target holding any row (or a change counter that moved): nothing is mixed. */
async function refuseNonEmpty(to: Store['db']): Promise<void> {
  const held: string[] = [];
  for (const table of COPIED_TABLES) {
    if (table.name === 'change_sequence') {
      const counter = await to.selectFrom('change_sequence').select('value').executeTakeFirst();
      if (Number(counter?.value ?? 0) > 0) held.push('alterações registadas');
      continue;
    }
    const rows = await countRows(to, table.name);
    if (rows > 0) held.push(`${table.name}: ${rows}`);
  }
  if (held.length > 0) {
    throw new MigrateStoreError(
      `A base de dados de destino não está vazia (${held.join('; ')}). ` +
        'A cópia só se faz para uma base de dados vazia, para não misturar dados: ' +
        'crie uma base de dados nova (createdb) e indique-a em --to.',
    );
  }
}
