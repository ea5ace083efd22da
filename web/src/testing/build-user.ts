import type { Role, User } from '@risema/finance-core/contract';

/** A valid contract user for tests that need one without a server. */
export function buildUser(overrides: Partial<User> = {}): User {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    name: 'Ana Martins',
    email: 'ana.martins@example.pt',
    role: 'accountant' satisfies Role,
    isActive: true,
    licenseId: null,
    licenseDetails: null,
    mustChangePassword: false,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}
