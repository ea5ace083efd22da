import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DATABASE_FILE, openPostgres, openSqliteFile } from '../db/store';
import type { MigrateProgress } from './migrate-store';
import { MigrateStoreError, migrateStore } from './migrate-store';

const USAGE =
  'Utilização: npm run migrate-store -- --from <ficheiro SQLite ou pasta DATA_DIR> --to <postgres://…>';

/** Progress lines of a long table at most this often. */
const PROGRESS_EVERY_MS = 2000;

const number = new Intl.NumberFormat('pt-PT');

/**
 * `npm run migrate-store -- --from <sqlite file> --to <postgres url>`: copies an office's SQLite
 * database (the server stopped) into an empty PostgreSQL database, verifies it (rows per table,
 * the checksum of every row and stored period) and only then commits; prints progress. A
 * relative `--from` is taken from the directory npm was called in (INIT_CWD).
 */
async function main(args: string[]): Promise<number> {
  let from: string | undefined;
  let to: string | undefined;
  try {
    ({
      values: { from, to },
    } = parseArgs({
      args,
      options: { from: { type: 'string' }, to: { type: 'string' } },
      strict: true,
    }));
  } catch {
    console.error(USAGE);
    return 2;
  }
  if (!from || !to) {
    console.error(USAGE);
    return 2;
  }
  if (!/^postgres(ql)?:\/\//.test(to)) {
    console.error(`O destino tem de ser um endereço PostgreSQL (postgres://…).\n${USAGE}`);
    return 2;
  }
  let file = path.resolve(process.env.INIT_CWD ?? process.cwd(), from);
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, DATABASE_FILE);
  if (!existsSync(file)) {
    console.error(`Não há base de dados SQLite em ${file}`);
    return 1;
  }
  const source = openSqliteFile(file, { mustExist: true });
  const target = openPostgres(to, (line) => console.error(line));
  const started = performance.now();
  try {
    console.log(`A copiar ${file} para ${target.description} …`);
    const verification = await migrateStore(source, target, progressPrinter());
    console.log(
      `Cópia verificada e concluída em ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
        `${number.format(verification.periods)} períodos com a soma de controlo (SHA-256) ` +
        `igual nos dois lados (${verification.periodsChecksum.slice(0, 16)}…).`,
    );
    console.table(
      Object.fromEntries(
        verification.tables.map((table) => [
          table.name,
          { origem: table.source, destino: table.target },
        ]),
      ),
    );
    return 0;
  } catch (error) {
    if (error instanceof MigrateStoreError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await Promise.all([source.close(), target.close()]);
  }
}

/** Prints each table when it starts and ends, and a long one's progress every few seconds. */
function progressPrinter(): (progress: MigrateProgress) => void {
  let last = 0;
  let verifying = false;
  return ({ phase, table, done, total }) => {
    if (phase === 'verify' && !verifying) {
      verifying = true;
      console.log('A verificar (linhas e somas de controlo de cada tabela) …');
    }
    const now = performance.now();
    const finished = done === total;
    if (!finished && now - last < PROGRESS_EVERY_MS) return;
    last = now;
    if (phase === 'copy' && (done > 0 || finished)) {
      console.log(`  ${table}: ${number.format(done)} / ${number.format(total)} linhas copiadas`);
    } else if (phase === 'verify' && finished) {
      console.log(`  ${table}: verificada`);
    }
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
