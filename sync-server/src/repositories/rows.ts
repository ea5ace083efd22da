import type {
  Company,
  DetailedAccount,
  License,
  PeriodData,
  PeriodNote,
  User,
} from '@risema/finance-core/contract';
import { licenseStatus } from '@risema/finance-core/contract';
import type { Db, DialectAdapter } from '../db/dialect-adapter';

/** Flags are stored as 0/1 on both stores. */
export function bool(value: number): boolean {
  return value === 1;
}

/** A flag as stored. */
export function flag(value: boolean): number {
  return value ? 1 : 0;
}

export interface LicenseRow {
  id: string;
  office_name: string;
  tier: License['tier'];
  max_companies: number;
  price: number | null;
  activation_date: string;
  expiry_date: string;
  is_active: number;
  created_at: string;
  updated_at: string;
}

/** Licences, as `toLicense` takes them (alias `l`). */
export function selectLicenses(db: Db) {
  return db
    .selectFrom('licenses as l')
    .select([
      'l.id',
      'l.office_name',
      'l.tier',
      'l.max_companies',
      'l.price',
      'l.activation_date',
      'l.expiry_date',
      'l.is_active',
      'l.created_at',
      'l.updated_at',
    ]);
}

export function toLicense(row: LicenseRow, now: Date): License {
  const isActive = bool(row.is_active);
  return {
    id: row.id,
    officeName: row.office_name,
    tier: row.tier,
    maxCompanies: row.max_companies,
    price: row.price,
    activationDate: row.activation_date,
    expiryDate: row.expiry_date,
    expiresAt: row.expiry_date,
    isActive,
    status: licenseStatus({ isActive, expiryDate: row.expiry_date }, now),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export interface UserRow {
  id: string;
  name: string;
  email: string;
  role: User['role'];
  is_active: number;
  license_id: string | null;
  must_change_password: number;
  created_at: string;
  updated_at: string;
  license_office_name: string | null;
  license_expiry_date: string | null;
  license_is_active: number | null;
}

/** Users with the details of their licence (alias `u`), as `toUser` takes them. */
export function selectUsers(db: Db) {
  return db
    .selectFrom('users as u')
    .leftJoin('licenses as l', 'l.id', 'u.license_id')
    .select([
      'u.id',
      'u.name',
      'u.email',
      'u.role',
      'u.is_active',
      'u.license_id',
      'u.must_change_password',
      'u.created_at',
      'u.updated_at',
      'l.office_name as license_office_name',
      'l.expiry_date as license_expiry_date',
      'l.is_active as license_is_active',
    ]);
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    isActive: bool(row.is_active),
    licenseId: row.license_id,
    licenseDetails:
      row.license_id !== null &&
      row.license_office_name !== null &&
      row.license_expiry_date !== null &&
      row.license_is_active !== null
        ? {
            officeName: row.license_office_name,
            expiryDate: row.license_expiry_date,
            isActive: bool(row.license_is_active),
          }
        : null,
    mustChangePassword: bool(row.must_change_password),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export interface CompanyRow {
  id: string;
  name: string;
  tax_id: string;
  manager_id: string | null;
  manager_name: string | null;
  manager_email: string | null;
  accountant_id: string | null;
  accountant_name: string | null;
  license_id: string | null;
  is_active: number;
  document_count: number;
  last_upload_date: string | null;
  data_period: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * Companies with their manager's and accountant's names and the accountant's licence (alias `c`),
 * as `toCompany` takes them.
 */
export function selectCompanies(db: Db) {
  return db
    .selectFrom('companies as c')
    .leftJoin('users as m', 'm.id', 'c.manager_id')
    .leftJoin('users as a', 'a.id', 'c.accountant_id')
    .select([
      'c.id',
      'c.name',
      'c.tax_id',
      'c.manager_id',
      'm.name as manager_name',
      'm.email as manager_email',
      'c.accountant_id',
      'a.name as accountant_name',
      'a.license_id as license_id',
      'c.is_active',
      'c.document_count',
      'c.last_upload_date',
      'c.data_period',
      'c.created_at',
      'c.updated_at',
    ]);
}

export function toCompany(row: CompanyRow): Company {
  return {
    id: row.id,
    name: row.name,
    taxId: row.tax_id,
    managerId: row.manager_id,
    managerName: row.manager_name,
    managerEmail: row.manager_email,
    accountantId: row.accountant_id,
    accountantName: row.accountant_name,
    licenseId: row.license_id,
    isActive: bool(row.is_active),
    documentCount: row.document_count,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lastUploadDate: row.last_upload_date,
    dataPeriod: row.data_period,
  };
}

export interface PeriodRow {
  company_id: string;
  period: string;
  balance_sheet: string;
  income_statement: string;
  external_services: string;
  financial_ratios: string;
  income_statement_source: 'myreport' | 'risema' | null;
  updated_at: string;
  tie_outs: string | null;
  note: string | null;
  note_author_id: string | null;
  note_author_name: string | null;
  note_updated_at: string | null;
  uploads: string | null;
  format: 'workbook' | 'saft';
}

/** A stored period's columns besides its statements, selected alike as text or as bytes. */
const PERIOD_META_COLUMNS = [
  'p.income_statement_source',
  'p.updated_at',
  'p.tie_outs',
  'p.note',
  'p.note_author_id',
  'p.note_author_name',
  'p.note_updated_at',
  'p.uploads',
  'p.format',
] as const;

/** Stored periods (alias `p`), as `toPeriodData` takes them. */
export function selectPeriods(db: Db) {
  return db
    .selectFrom('period_data as p')
    .select([
      'p.company_id',
      'p.period',
      'p.balance_sheet',
      'p.income_statement',
      'p.external_services',
      'p.financial_ratios',
      ...PERIOD_META_COLUMNS,
    ]);
}

/** Sections are stored as JSON written by this server from the reader's validated output. */
export function parseAccounts(json: string): DetailedAccount[] {
  return JSON.parse(json) as DetailedAccount[];
}

export function toPeriodData(row: PeriodRow): PeriodData {
  return {
    id: `${row.company_id}:${row.period}`,
    companyId: row.company_id,
    period: row.period,
    balanceSheet: parseAccounts(row.balance_sheet),
    incomeStatement: parseAccounts(row.income_statement),
    externalServices: parseAccounts(row.external_services),
    financialRatios: parseAccounts(row.financial_ratios),
    // A SAF-T month is stored as what it replaces (MyReport's every statement) plus its format.
    incomeStatementSource:
      row.income_statement_source === 'myreport' && row.format === 'saft'
        ? 'saft'
        : row.income_statement_source,
    ...(row.format === 'saft' ? { format: 'saft' as const } : {}),
    updatedAt: row.updated_at,
    // Periods written before tie-outs were kept, or imported without a document, carry none.
    ...(row.tie_outs === null
      ? {}
      : { tieOuts: JSON.parse(row.tie_outs) as NonNullable<PeriodData['tieOuts']> }),
    // Periods imported without a document carry no uploads.
    ...(row.uploads === null
      ? {}
      : { uploads: JSON.parse(row.uploads) as NonNullable<PeriodData['uploads']> }),
    note: toPeriodNote(row),
  };
}

/** A period's note as the contract has it, or null when it has none. */
export function toPeriodNote(
  row: Pick<PeriodRow, 'note' | 'note_author_id' | 'note_author_name' | 'note_updated_at'>,
): PeriodNote | null {
  if (row.note === null || row.note_updated_at === null) return null;
  return {
    text: row.note,
    authorId: row.note_author_id,
    authorName: row.note_author_name ?? '',
    updatedAt: row.note_updated_at,
  };
}

/** A stored period with its four statements as the UTF-8 bytes of their stored JSON. */
export interface PeriodBytesRow extends Omit<
  PeriodRow,
  'balance_sheet' | 'income_statement' | 'external_services' | 'financial_ratios'
> {
  balance_sheet: Buffer;
  income_statement: Buffer;
  external_services: Buffer;
  financial_ratios: Buffer;
}

/**
 * Stored periods (alias `p`) with their statements (some 11 KB a period) read as bytes, never
 * decoded to JavaScript strings: `periodDataJson` (http) puts them in an answer as they are.
 */
export function selectPeriodBytes(db: Db, dialect: DialectAdapter) {
  return db
    .selectFrom('period_data as p')
    .select([
      'p.company_id',
      'p.period',
      dialect.utf8('p.balance_sheet').as('balance_sheet'),
      dialect.utf8('p.income_statement').as('income_statement'),
      dialect.utf8('p.external_services').as('external_services'),
      dialect.utf8('p.financial_ratios').as('financial_ratios'),
      ...PERIOD_META_COLUMNS,
    ]);
}
