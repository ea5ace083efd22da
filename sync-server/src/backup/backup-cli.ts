import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readConfig } from '../config';
import { DATABASE_FILE } from '../db/store';
import { backupDatabase } from './backup-database';

/**
 * What `npm run backup` says when the server's data is in PostgreSQL: the command copies the
 * SQLite file only; PostgreSQL is backed up with its own tools.
 */
export const POSTGRES_BACKUP_MESSAGE =
  'Com DATABASE_URL definido, os dados estão no PostgreSQL e npm run backup não os copia ' +
  '(só copia a base de dados SQLite de DATA_DIR). Use as ferramentas do PostgreSQL: ' +
  'pg_dump (por exemplo, pg_dump --format=custom --file=risema.dump "$DATABASE_URL") ' +
  'ou cópias de base (pg_basebackup) com arquivo contínuo do WAL (archive_command), ' +
  'para recuperar a base de dados até um instante escolhido. Ver docs/hosting.md.';

/**
 * `npm run backup -- <file>`: an online backup of the server's database (DATA_DIR, as the server
 * reads it) into `<file>`, safe while the server runs. A relative `<file>` is taken from the
 * directory npm was called in (INIT_CWD), not the repository root npm runs scripts in. With
 * DATABASE_URL set it refuses, and names PostgreSQL's own tools instead.
 */
async function main(args: string[]): Promise<number> {
  if (process.env.DATABASE_URL) {
    console.error(POSTGRES_BACKUP_MESSAGE);
    return 1;
  }
  const [file, ...rest] = args;
  if (!file || rest.length > 0 || file.startsWith('-')) {
    console.error('Utilização: npm run backup -- <ficheiro>');
    return 2;
  }
  const { dataDir } = readConfig();
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const started = performance.now();
  const result = await backupDatabase(dataDir, target);
  console.log(
    `Cópia de segurança de ${path.join(dataDir, DATABASE_FILE)} gravada em ${result.file} ` +
      `(${result.pages} páginas, ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  return 0;
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
