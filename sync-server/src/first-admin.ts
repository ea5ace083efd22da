import { emailField, passwordSchema } from '@risema/finance-core/contract';
import { randomBytes, randomUUID } from 'node:crypto';
import { hashPassword } from './auth/password';
import type { Repositories } from './repositories';

/** The first admin's email when ADMIN_EMAIL is not set. */
export const DEFAULT_ADMIN_EMAIL = 'admin@risema.local';

/**
 * Creates the first admin when there is none: from ADMIN_EMAIL/ADMIN_PASSWORD, or with a random
 * password that is printed this once (it is stored only as a hash).
 */
export async function ensureFirstAdmin(
  repositories: Repositories,
  options: { adminEmail?: string; adminPassword?: string },
  print: (line: string) => void,
): Promise<void> {
  if (await repositories.users.hasAdmin()) return;
  const email = emailField('ADMIN_EMAIL inválido').parse(options.adminEmail ?? DEFAULT_ADMIN_EMAIL);
  const password = options.adminPassword ?? randomBytes(12).toString('base64url');
  passwordSchema.parse(password);
  const result = await repositories.users.create({
    id: randomUUID(),
    name: 'Administrador',
    email,
    passwordHash: await hashPassword(password),
    role: 'admin',
    isActive: true,
    licenseId: null,
    // A random password was printed to the log: it must be replaced. One from ADMIN_PASSWORD is
    // the operator's own.
    mustChangePassword: options.adminPassword === undefined,
  });
  if (!result.ok) throw new Error(`cannot create the first admin ${email}: ${result.reason}`);
  print(
    options.adminPassword
      ? `First admin created: ${email} (password from ADMIN_PASSWORD)`
      : `First admin created: ${email} with password ${password} — shown once, change it`,
  );
}
