import type { Company, User } from '@risema/finance-core/contract';
import { licenseAllowsWrites, messages } from '@risema/finance-core/contract';
import { ApiError } from '../errors';
import type { Repositories } from '../repositories';

/**
 * Whether a user may see a company: admins all, an accountant those whose accountantId is theirs,
 * a manager those whose managerId is theirs.
 */
export function maySee(user: User, company: Pick<Company, 'accountantId' | 'managerId'>): boolean {
  switch (user.role) {
    case 'admin':
      return true;
    case 'accountant':
      return company.accountantId === user.id;
    case 'manager':
      return company.managerId === user.id;
  }
}

/**
 * The manager of an inactive company sees its row (lists, sync) but not the company itself nor
 * its data: 403 with a message to contact the accountant (docs/design.md §4.14).
 */
function assertManagerMayOpen(user: User, company: Pick<Company, 'isActive'>): void {
  if (user.role === 'manager' && !company.isActive) {
    throw new ApiError(403, messages.companyInactiveForManager);
  }
}

/** An inactive company is read-only: uploads, confirmations and edits answer 409. */
export function assertCompanyWritable(company: Pick<Company, 'isActive'>): void {
  if (!company.isActive) throw new ApiError(409, messages.companyInactive);
}

/**
 * The company if the user may see it; otherwise 404, so another office's ids do not leak (403
 * for the manager of an inactive company).
 */
export async function visibleCompany(
  repositories: Repositories,
  user: User,
  id: string,
): Promise<Company> {
  const company = await repositories.companies.findById(id);
  if (!company || !maySee(user, company)) throw new ApiError(404, messages.companyNotFound);
  assertManagerMayOpen(user, company);
  return company;
}

/**
 * The id of a company the user may see, checked from its owners alone (the reads of its
 * financial data need nothing more); otherwise 404.
 */
export async function visibleCompanyId(
  repositories: Repositories,
  user: User,
  id: string,
): Promise<string> {
  const owners = await repositories.companies.owners(id);
  if (!owners || !maySee(user, owners)) {
    throw new ApiError(404, messages.companyNotFound);
  }
  assertManagerMayOpen(user, owners);
  return id;
}

/** Accountants write (create, edit, upload, confirm) only under a valid licence; 403 otherwise. */
export function assertAccountantMayWrite(user: User, now = new Date()): void {
  if (user.role === 'accountant' && !licenseAllowsWrites(user.licenseDetails, now)) {
    throw new ApiError(403, messages.licenseInvalidForWrites);
  }
}
