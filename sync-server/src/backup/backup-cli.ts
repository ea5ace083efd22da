import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readConfig } from '../config';
import { DATABASE_FILE } from '../db/store';
import { backupDatabase } from './backup-database';

/**
 * `npm run backup -- <file>`: an online backup of the server's database (DATA_DIR, as the server
 * reads it) into `<file>`, safe while the server runs. A relative `<file>` is taken from the
 * directory npm was called in (INIT_CWD), not the repository root npm runs scripts in.
 */
async function main(args: string[]): Promise<number> {
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
