import type { DetailedAccount } from '@risema/finance-core/contract';
import { LICENSE_TIERS, addOneYear } from '@risema/finance-core/contract';
import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import { readWorkbook } from '@risema/finance-core/reader';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hashPassword } from '../src/auth/password';
import type { Db } from '../src/db/dialect-adapter';
import { migrate } from '../src/db/migrate';
import type { Database } from '../src/db/schema';
import type { StoreLocation } from '../src/db/store';
import { openStore } from '../src/db/store';
import { financialDataJson } from '../src/http/financial-data-json';
import { jsonBytes } from '../src/http/json-bytes';
import { migrations } from '../src/migrations';
import { periodSections } from '../src/routes/period-sections';
import { GzipWithConstants } from './gzip-with-constants';
import type { SeededBench } from './seed';

/** Parameters per insert: well under either store's limit (SQLite 32,766, PostgreSQL 65,535). */
const PARAMETERS_PER_INSERT = 16_000;

/** What the bulk seed wrote, and how long it took. */
export interface BulkSeeded extends SeededBench {
  /** Each office's accountant, licence and companies, in order. */
  offices: { licenseId: string; accountantId: string; email: string; companyIds: string[] }[];
  periodsStored: number;
  seconds: number;
  /**
   * PostgreSQL: the time of the `VACUUM (ANALYZE)` after the inserts (not in `seconds`), which
   * leaves the tables as autovacuum leaves a live database's: statistics for the planner, and
   * every row marked visible to all, so a read neither sets the rows' hint bits (writing each
   * page it touches first) nor visits the table for an index-only check.
   */
  vacuumSeconds?: number;
}

/**
 * Seeds `offices` offices straight into the store with bulk inserts (one transaction per
 * office): a business licence, its accountant, `companiesPerOffice` companies each with its own
 * manager, and `periods` periods per company (the months before December 2025, newest first)
 * holding the statements of a real sample workbook, each with its compressed financial-data
 * answer kept as a confirm keeps it (made by the server's own code, so reads answer stored
 * bytes). Rows are what the repositories write; every account shares one password hash.
 */
export async function bulkSeed(options: {
  location: StoreLocation;
  sampleFile: string;
  offices: number;
  companiesPerOffice: number;
  periods: number;
  onOffice?: (done: number) => void;
}): Promise<BulkSeeded> {
  const started = performance.now();
  const store = openStore(options.location);
  try {
    await store.dialect.exclusive(store.db, 'startup', (tx) =>
      migrate(tx, store.dialect, migrations),
    );
    const password = 'bench-password';
    const passwordHash = await hashPassword(password);
    const parsed = readWorkbook(new Uint8Array(readFileSync(options.sampleFile)), 'sample.xlsx');
    const sections = periodSections({
      balanceSheet: parsed.balanceSheet,
      incomeStatement: parsed.incomeStatement,
      externalServices: parsed.externalServices,
      financialRatios: parsed.financialRatios,
    });
    const text = {
      balance_sheet: JSON.stringify(sections.balanceSheet),
      income_statement: JSON.stringify(sections.incomeStatement),
      external_services: JSON.stringify(sections.externalServices),
      financial_ratios: JSON.stringify(sections.financialRatios),
      revenues: JSON.stringify(sections.revenues),
    };
    const statements = {
      balanceSheet: jsonBytes<DetailedAccount[]>(Buffer.from(text.balance_sheet)),
      incomeStatement: jsonBytes<DetailedAccount[]>(Buffer.from(text.income_statement)),
      externalServices: jsonBytes<DetailedAccount[]>(Buffer.from(text.external_services)),
      revenues: jsonBytes<DetailedAccount[]>(Buffer.from(text.revenues)),
    };
    // Every period holds the same statements: each is compressed once, not 120,000 times.
    const answerGzip = new GzipWithConstants([
      statements.balanceSheet,
      statements.incomeStatement,
      statements.externalServices,
      statements.revenues,
    ]);
    /** The company whose periods the others copy in the database, with its first period's seq. */
    let template: { companyId: string; firstSeq: number } | undefined;
    const periods = Array.from({ length: options.periods }, (_, i) => {
      const year = 2025 - Math.floor(i / 12);
      return `${year}-${String(12 - (i % 12)).padStart(2, '0')}`;
    });
    const now = new Date();
    const at = now.toISOString();
    const expiry = addOneYear(now).toISOString();
    const business = LICENSE_TIERS.business;
    let seq = (
      await store.db.selectFrom('change_sequence').select('value').executeTakeFirstOrThrow()
    ).value;
    const offices: BulkSeeded['offices'] = [];
    for (let o = 0; o < options.offices; o++) {
      const licenseId = randomUUID();
      const accountantId = randomUUID();
      const email = `bench-contabilista-${o}@risema.test`;
      const companies: Insertable<Database['companies']>[] = [];
      const managers: Insertable<Database['users']>[] = [];
      /** Each company's periods and the seq of its first. */
      const copies: { companyId: string; firstSeq: number }[] = [];
      const answers: Insertable<Database['period_answers']>[] = [];
      for (let c = 0; c < options.companiesPerOffice; c++) {
        const id = randomUUID();
        const managerId = randomUUID();
        managers.push({
          id: managerId,
          name: `Gestor ${o}-${c}`,
          email: `bench-gestor-${o}-${c}@risema.test`,
          password_hash: passwordHash,
          role: 'manager',
          is_active: 1,
          license_id: null,
          visibility_epoch: 0,
          must_change_password: 0,
          manager_office_id: licenseId,
          created_at: at,
          updated_at: at,
          seq: ++seq,
        });
        const firstSeq = seq + 1;
        copies.push({ companyId: id, firstSeq });
        for (const period of periods) {
          answers.push({
            company_id: id,
            period,
            financial_data_gzip: answerGzip.gzip(financialDataJson(id, period, statements)),
            seq: ++seq,
          });
        }
        companies.push({
          id,
          name: `Empresa ${o}-${c}, Lda`,
          tax_id: '509442013',
          manager_id: managerId,
          accountant_id: accountantId,
          is_active: 1,
          document_count: 0,
          last_upload_date: null,
          data_period: periods[0] ?? null,
          created_at: at,
          updated_at: at,
          seq: ++seq,
        });
      }
      await store.db.transaction().execute(async (tx) => {
        await tx
          .insertInto('licenses')
          .values({
            id: licenseId,
            office_name: `Escritório ${o}`,
            tier: 'business',
            max_companies: business.maxCompanies,
            price: business.price,
            activation_date: at,
            expiry_date: expiry,
            is_active: 1,
            created_at: at,
            updated_at: at,
            seq: ++seq,
          })
          .execute();
        await insertAll(tx, 'users', [
          {
            id: accountantId,
            name: `Contabilista ${o}`,
            email,
            password_hash: passwordHash,
            role: 'accountant',
            is_active: 1,
            license_id: licenseId,
            visibility_epoch: 0,
            must_change_password: 0,
            manager_office_id: null,
            created_at: at,
            updated_at: at,
            seq: ++seq,
          },
          ...managers,
        ]);
        await insertAll(tx, 'companies', companies);
        if (!template) {
          const first = copies[0];
          if (!first) throw new Error('an office needs a company');
          await insertAll(
            tx,
            'period_data',
            periods.map((period, i) => ({
              company_id: first.companyId,
              period,
              ...text,
              income_statement_source: 'myreport' as const,
              tie_outs: null,
              updated_at: at,
              seq: first.firstSeq + i,
            })),
          );
          template = first;
        }
        await copyPeriods(tx, template, copies);
        await insertAll(tx, 'period_answers', answers);
        await tx.updateTable('change_sequence').set({ value: seq }).where('id', '=', 1).execute();
      });
      offices.push({
        licenseId,
        accountantId,
        email,
        companyIds: companies.map((company) => company.id),
      });
      options.onOffice?.(o + 1);
    }
    const seconds = (performance.now() - started) / 1000;
    let vacuumSeconds: number | undefined;
    if (store.kind === 'postgres') {
      const vacuumStarted = performance.now();
      await sql`vacuum (analyze)`.execute(store.db);
      vacuumSeconds = (performance.now() - vacuumStarted) / 1000;
    }
    return {
      accountants: offices.map(({ email, companyIds }) => ({ email, companyIds })),
      offices,
      periods,
      password,
      periodsStored: options.offices * options.companiesPerOffice * periods.length,
      seconds,
      vacuumSeconds,
    };
  } finally {
    await store.close();
  }
}

/** Inserts rows into a table, as many per statement as PARAMETERS_PER_INSERT allows. */
async function insertAll<T extends 'users' | 'companies' | 'period_data' | 'period_answers'>(
  tx: Db,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  const perInsert = Math.floor(PARAMETERS_PER_INSERT / Object.keys(rows[0] ?? { x: 0 }).length);
  for (let i = 0; i < rows.length; i += perInsert) {
    await tx
      .insertInto(table)
      .values(rows.slice(i, i + perInsert))
      .execute();
  }
}

/**
 * Gives each company of `copies` the template company's periods, copied inside the database
 * (INSERT … SELECT): the statements of some 11 KB a period are neither sent again nor, on
 * PostgreSQL, compressed again (a value already compressed in storage is stored as it is), which
 * made the seed several times slower. A copy's seqs follow from its first as the template's do.
 */
async function copyPeriods(
  tx: Db,
  template: { companyId: string; firstSeq: number },
  copies: { companyId: string; firstSeq: number }[],
): Promise<void> {
  const targets = copies.filter((copy) => copy.companyId !== template.companyId);
  if (targets.length === 0) return;
  const values = sql.join(
    targets.map(
      (copy) => sql`(${copy.companyId}, CAST(${copy.firstSeq - template.firstSeq} AS bigint))`,
    ),
  );
  await sql`
    WITH copy (company_id, shift) AS (VALUES ${values})
    INSERT INTO period_data (company_id, period, balance_sheet, income_statement,
      external_services, financial_ratios, revenues, income_statement_source, tie_outs,
      updated_at, seq)
    SELECT copy.company_id, t.period, t.balance_sheet, t.income_statement, t.external_services,
      t.financial_ratios, t.revenues, t.income_statement_source, t.tie_outs, t.updated_at,
      t.seq + copy.shift
    FROM period_data AS t CROSS JOIN copy
    WHERE t.company_id = ${template.companyId}`.execute(tx);
}
