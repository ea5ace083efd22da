import type { Company } from '@risema/finance-core/contract';
import { compareText, foldText } from '@risema/finance-core/format';

/**
 * A company with its search key computed once (name, NIF and accountant name, folded as
 * finance-core's `foldText` does: lower-case, accents removed, spaces folded).
 */
export interface SearchableCompany {
  company: Company;
  key: string;
}

/** Builds the search keys of a list (once per list, not per keystroke). */
export function searchable(companies: readonly Company[]): SearchableCompany[] {
  return companies.map((company) => ({
    company,
    key: foldText(`${company.name} ${company.taxId} ${company.accountantName ?? ''}`),
  }));
}

/**
 * The companies matching `query` in name, NIF or accountant name, ignoring case and accents;
 * spaces in a typed NIF (`507 718 666`) are ignored too. Every word must match.
 */
export function filterCompanies(list: readonly SearchableCompany[], query: string): Company[] {
  const words = foldText(query).split(' ').filter(Boolean);
  if (words.length === 0) return list.map((item) => item.company);
  const digits = query.replace(/\s+/g, '');
  const nifQuery = /^\d+$/.test(digits) ? digits : null;
  return list
    .filter(
      (item) =>
        (nifQuery !== null && item.company.taxId.includes(nifQuery)) ||
        words.every((word) => item.key.includes(word)),
    )
    .map((item) => item.company);
}

/** The counters of the Empresas page. */
export interface CompanyCounters {
  total: number;
  active: number;
  withDocuments: number;
  createdThisMonth: number;
}

/** Counts the companies: all, active, with confirmed documents, created in `now`'s month. */
export function countCompanies(companies: readonly Company[], now: Date): CompanyCounters {
  const counters: CompanyCounters = { total: 0, active: 0, withDocuments: 0, createdThisMonth: 0 };
  for (const company of companies) {
    counters.total += 1;
    if (company.isActive) counters.active += 1;
    if (company.documentCount > 0) counters.withDocuments += 1;
    const created = new Date(company.createdAt);
    if (created.getFullYear() === now.getFullYear() && created.getMonth() === now.getMonth()) {
      counters.createdThisMonth += 1;
    }
  }
  return counters;
}

/** Name of the admin's group of companies without an accountant. */
export const NO_ACCOUNTANT = 'Sem contabilista';

/** A group of the admin's list: one accountant's companies. */
export interface AccountantGroup {
  key: string;
  title: string;
  companies: Company[];
}

/**
 * The admin's view: companies grouped by accountant, groups by name, `Sem contabilista` last;
 * the companies keep the order they came in.
 */
export function groupByAccountant(companies: readonly Company[]): AccountantGroup[] {
  const groups = new Map<string, AccountantGroup>();
  for (const company of companies) {
    const key = company.accountantId ?? '';
    let group = groups.get(key);
    if (!group) {
      group = {
        key: key || 'none',
        title: company.accountantId ? (company.accountantName ?? NO_ACCOUNTANT) : NO_ACCOUNTANT,
        companies: [],
      };
      groups.set(key, group);
    }
    group.companies.push(company);
  }
  return [...groups.values()].sort((a, b) => {
    if (a.key === 'none') return 1;
    if (b.key === 'none') return -1;
    return compareText(a.title, b.title);
  });
}
