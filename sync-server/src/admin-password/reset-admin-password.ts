import { emailField } from '@risema/finance-core/contract';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashPassword } from '../auth/password';
import { readConfig } from '../config';
import type { Store } from '../db/store';
import { DATABASE_FILE, openPostgres, openSqliteFile, storeLocation } from '../db/store';
import { migrations } from '../migrations';
import type { Repositories } from '../repositories';
import { createRepositories } from '../repositories';

/** The Portuguese messages of `npm run reset-admin-password`. */
export const resetAdminMessages = {
  usage: 'Utilização: npm run reset-admin-password -- <email do administrador>',
  invalidEmail: 'Email inválido',
  notFound: (email: string) => `Não existe nenhum utilizador com o email ${email}`,
  notAdmin: (email: string) => `O utilizador ${email} não é administrador`,
  noDatabase: (file: string) =>
    `Não há base de dados em ${file}: confirme DATA_DIR (ou DATABASE_URL) como o servidor o usa`,
  notPrepared:
    'A base de dados não está atualizada para esta versão do RISEMA: inicie o servidor uma vez (npm start) e tente de novo',
  done: (email: string, password: string) =>
    `Nova password de ${email}: ${password}\n` +
    'Mostrada só agora: guarde-a já. Tem de ser alterada no próximo início de sessão; ' +
    'as sessões abertas deste administrador terminaram.',
} as const;

/**
 * Gives the admin of `email` a new random one-time password (returned: the caller prints it
 * once), which they must change at sign-in; every session of theirs ends. 16 random bytes
 * (128 bits), base64url: 22 characters an operator can copy.
 */
export async function resetAdminPassword(
  repositories: Repositories,
  rawEmail: string,
): Promise<{ ok: true; email: string; password: string } | { ok: false; message: string }> {
  const parsed = emailField(resetAdminMessages.invalidEmail).safeParse(rawEmail);
  if (!parsed.success) return { ok: false, message: resetAdminMessages.invalidEmail };
  const email = parsed.data;
  const password = randomBytes(16).toString('base64url');
  const result = await repositories.users.resetAdminPassword(email, await hashPassword(password));
  if (!result.ok) {
    return {
      ok: false,
      message:
        result.reason === 'not-found'
          ? resetAdminMessages.notFound(email)
          : resetAdminMessages.notAdmin(email),
    };
  }
  return { ok: true, email: result.user.email, password };
}

/** Whether the store holds every migration of this version (the server has started on it). */
async function isPrepared(store: Store): Promise<boolean> {
  try {
    const applied = await store.db.selectFrom('schema_migrations').select('version').execute();
    const versions = new Set(applied.map((row) => row.version));
    return migrations.every((migration) => versions.has(migration.version));
  } catch {
    return false; // no schema_migrations table: a database the server never prepared
  }
}

/**
 * `npm run reset-admin-password -- <email>`: on the server's store (DATABASE_URL, else the SQLite
 * file in DATA_DIR, read from the environment as the server reads it), whether the server is
 * running or not: the change is one transaction, and a running server sees it at its next
 * request (PostgreSQL: the stored change counter; SQLite: `PRAGMA data_version`). The new
 * password is printed once, on standard output, and nowhere else.
 */
async function main(args: string[]): Promise<number> {
  const [email, ...rest] = args;
  if (!email || rest.length > 0) {
    console.error(resetAdminMessages.usage);
    return 2;
  }
  const location = storeLocation(readConfig());
  let store: Store;
  if (location.kind === 'sqlite') {
    const file = path.join(location.dataDir, DATABASE_FILE);
    if (!existsSync(file)) {
      console.error(resetAdminMessages.noDatabase(file));
      return 1;
    }
    store = openSqliteFile(file, { mustExist: true });
  } else {
    store = openPostgres(location.url, (line) => console.error(line));
  }
  try {
    if (!(await isPrepared(store))) {
      console.error(resetAdminMessages.notPrepared);
      return 1;
    }
    const result = await resetAdminPassword(createRepositories(store), email);
    if (!result.ok) {
      console.error(result.message);
      return 1;
    }
    console.log(resetAdminMessages.done(result.email, result.password));
    return 0;
  } finally {
    await store.close();
  }
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
