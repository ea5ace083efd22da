import type { Role, SyncResponse } from '@risema/finance-core/contract';
import type { RawBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../db/dialect-adapter';
import type { PeriodBytesRow } from './rows';
import {
  selectCompanies,
  selectLicenses,
  selectPeriodBytes,
  selectUsers,
  toCompany,
  toLicense,
  toUser,
} from './rows';
import type { Scope } from './scope';

/** Who is pulling: what they may see follows from their role and id. */
export interface SyncScope {
  role: Role;
  userId: string;
}

/** One page of changes after a sequence value. */
export interface ChangePage {
  /** Periods as stored, their statements as bytes (the answer puts them in as they are). */
  changes: Omit<SyncResponse['changes'], 'periods'> & { periods: PeriodBytesRow[] };
  deletions: SyncResponse['deletions'];
  /** Every visible change up to this sequence value is in the page. */
  upTo: number;
  hasMore: boolean;
}

/** Page budget: a period row (four statements) weighs as much as 20 small rows. */
export const SYNC_PAGE_BUDGET = 1000;
const WEIGHTS = { users: 1, licenses: 1, companies: 1, periods: 20, deletions: 1 } as const;

type Kind = keyof typeof WEIGHTS;
type Condition = RawBuilder<SqlBool>;

/**
 * A kind of row and the condition that makes it visible to a role (null: never visible), over
 * the aliases of `rows.ts` (u, l, c, p) and t for tombstones.
 */
const VISIBILITY: Record<Role, Record<Kind, ((userId: string) => Condition) | null>> = {
  admin: {
    users: () => sql`1 = 1`,
    licenses: () => sql`1 = 1`,
    companies: () => sql`1 = 1`,
    periods: null,
    deletions: () => sql`t.admin_visible = 1`,
  },
  accountant: {
    users: (userId) => sql`u.id = ${userId}`,
    licenses: (userId) => sql`l.id = (SELECT license_id FROM users WHERE id = ${userId})`,
    companies: (userId) => sql`c.accountant_id = ${userId}`,
    periods: (userId) =>
      sql`p.company_id IN (SELECT id FROM companies WHERE accountant_id = ${userId})`,
    deletions: (userId) => sql`t.accountant_id = ${userId}`,
  },
  manager: {
    users: (userId) => sql`u.id = ${userId}`,
    licenses: null,
    companies: (userId) => sql`c.manager_id = ${userId}`,
    // An inactive company's data is not shown to its manager (docs/design.md §4.14).
    periods: (userId) =>
      sql`p.company_id IN (SELECT id FROM companies WHERE manager_id = ${userId} AND is_active = 1)`,
    deletions: (userId) => sql`t.manager_id = ${userId}`,
  },
};

/** The sequence values after `since` of the rows of a kind the condition lets through. */
async function seqsAfter(
  db: Db,
  kind: Kind,
  visible: Condition,
  since: number,
  limit: number,
): Promise<number[]> {
  const [table, alias] = SOURCES[kind];
  const rows = await db
    .selectFrom(sql<{ seq: number }>`${sql.table(table)}`.as(alias))
    .select(sql<number>`${sql.ref(`${alias}.seq`)}`.as('seq'))
    .where(visible)
    .where(sql<SqlBool>`${sql.ref(`${alias}.seq`)} > ${since}`)
    .orderBy('seq')
    .limit(limit)
    .execute();
  return rows.map((row) => row.seq);
}

/** The table behind each kind and its alias in the visibility conditions. */
const SOURCES: Record<Kind, [table: string, alias: string]> = {
  users: ['users', 'u'],
  licenses: ['licenses', 'l'],
  companies: ['companies', 'c'],
  periods: ['period_data', 'p'],
  deletions: ['tombstones', 't'],
};

/**
 * The change feed behind `/api/sync`: rows the caller may see whose sequence value is after a
 * cursor, and deletions scoped to them, in pages that never split one write's changes.
 *
 * Why a cursor never skips a change, with several server processes writing: every write takes
 * its sequence value from the one `change_sequence` row inside its transaction and holds that
 * row's lock until it commits, so writes commit in the order of their values, each after every
 * lower one has committed or rolled back. A page is read in one snapshot (REPEATABLE READ on
 * PostgreSQL, one transaction on SQLite), its cursor included: if the snapshot holds value N it
 * holds every write numbered below N, and a write it does not hold has a value above its cursor,
 * so the next pull from that cursor finds it.
 */
export class SyncRepository {
  constructor(private readonly scope: Scope) {}

  /** The next page after `since` (deletions only when `withDeletions`, i.e. not a reset). */
  async changesSince(
    scope: SyncScope,
    since: number,
    withDeletions: boolean,
    budget = SYNC_PAGE_BUDGET,
  ): Promise<ChangePage> {
    return this.scope.transaction((tx) => page(tx, scope, since, withDeletions, budget), {
      snapshot: true,
    });
  }
}

async function page(
  tx: Scope,
  scope: SyncScope,
  since: number,
  withDeletions: boolean,
  budget: number,
): Promise<ChangePage> {
  const { db } = tx;
  const visible = new Map<Kind, Condition>();
  for (const kind of Object.keys(WEIGHTS) as Kind[]) {
    const condition = VISIBILITY[scope.role][kind];
    if (condition && (kind !== 'deletions' || withDeletions)) {
      visible.set(kind, condition(scope.userId));
    }
  }

  // 1. The sequence values ahead, cheaply, to find where the page ends.
  const ahead: { seq: number; weight: number }[] = [];
  let truncatedAt = Infinity;
  for (const [kind, condition] of visible) {
    const seqs = await seqsAfter(db, kind, condition, since, budget + 1);
    for (const seq of seqs) ahead.push({ seq, weight: WEIGHTS[kind] });
    // Unseen rows of this kind have a sequence value at or after its last one seen.
    const last = seqs.at(-1);
    if (seqs.length > budget && last !== undefined) truncatedAt = Math.min(truncatedAt, last);
  }
  ahead.sort((a, b) => a.seq - b.seq);

  let upTo = since;
  let spent = 0;
  for (let i = 0; i < ahead.length;) {
    const seq = ahead[i]?.seq ?? 0;
    let groupWeight = 0;
    let j = i;
    while (j < ahead.length && ahead[j]?.seq === seq) groupWeight += ahead[j++]?.weight ?? 0;
    // A write's changes share one sequence value: a page takes them all or none.
    if (upTo > since && spent + groupWeight > budget) break;
    if (seq >= truncatedAt && upTo > since) break;
    upTo = seq;
    spent += groupWeight;
    i = j;
  }
  const hasMore = ahead.some((item) => item.seq > upTo) || truncatedAt <= upTo;
  // Read in the same snapshot: no write it does not hold has a value at or below it.
  if (!hasMore) upTo = Math.max(upTo, await tx.changes.current());

  // 2. The rows of the page.
  const range = (seq: string) =>
    sql<SqlBool>`${sql.ref(seq)} > ${since} AND ${sql.ref(seq)} <= ${upTo}`;
  const shown = (kind: Kind) => visible.get(kind);
  const usersShown = shown('users');
  const licensesShown = shown('licenses');
  const companiesShown = shown('companies');
  const periodsShown = shown('periods');
  const deletionsShown = shown('deletions');
  const users = usersShown
    ? await selectUsers(db).where(usersShown).where(range('u.seq')).orderBy('u.seq').execute()
    : [];
  const licenses = licensesShown
    ? await selectLicenses(db).where(licensesShown).where(range('l.seq')).orderBy('l.seq').execute()
    : [];
  const companies = companiesShown
    ? await selectCompanies(db)
        .where(companiesShown)
        .where(range('c.seq'))
        .orderBy('c.seq')
        .execute()
    : [];
  const periods = periodsShown
    ? await selectPeriodBytes(db, tx.dialect)
        .where(periodsShown)
        .where(range('p.seq'))
        .orderBy('p.seq')
        .execute()
    : [];
  const tombstones = deletionsShown
    ? await db
        .selectFrom('tombstones as t')
        .select(['t.entity', 't.entity_id'])
        .where(deletionsShown)
        .where(range('t.seq'))
        .orderBy('t.seq')
        .execute()
    : [];
  const now = new Date();
  const deletions: ChangePage['deletions'] = {
    users: [],
    licenses: [],
    companies: [],
    periods: [],
  };
  const plural = { user: 'users', license: 'licenses', company: 'companies', period: 'periods' };
  for (const row of tombstones) {
    deletions[plural[row.entity] as keyof typeof deletions].push(row.entity_id);
  }
  return {
    changes: {
      users: users.map(toUser),
      licenses: licenses.map((row) => toLicense(row, now)),
      companies: companies.map(toCompany),
      periods,
    },
    deletions,
    upTo,
    hasMore,
  };
}
