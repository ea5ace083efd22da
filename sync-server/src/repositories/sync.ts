/* eslint-disable @typescript-eslint/require-await -- the methods are async so that another store
   (PostgreSQL) can stand behind the same interface; SQLite answers synchronously. */
import type { Role, SyncResponse } from '@risema/finance-core/contract';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/open';
import type { ChangeLog } from './changes';
import type { CompanyRow, LicenseRow, PeriodRow, UserRow } from './rows';
import {
  COMPANY_SELECT,
  LICENSE_COLUMNS,
  PERIOD_COLUMNS,
  USER_SELECT,
  toCompany,
  toLicense,
  toPeriodData,
  toUser,
} from './rows';

/** Who is pulling: what they may see follows from their role and id. */
export interface SyncScope {
  role: Role;
  userId: string;
}

/** One page of changes after a sequence value. */
export interface ChangePage {
  changes: SyncResponse['changes'];
  deletions: SyncResponse['deletions'];
  /** Every visible change up to this sequence value is in the page. */
  upTo: number;
  hasMore: boolean;
}

/** Page budget: a period row (four statements) weighs as much as 20 small rows. */
export const SYNC_PAGE_BUDGET = 1000;
const WEIGHTS = { users: 1, licenses: 1, companies: 1, periods: 20, deletions: 1 } as const;

type Kind = keyof typeof WEIGHTS;
type Params = { userId: string; since: number; upTo?: number; limit?: number };

/** A kind of row and the condition that makes it visible to a role (null: never visible). */
const VISIBILITY: Record<Role, Record<Kind, string | null>> = {
  admin: {
    users: '1 = 1',
    licenses: '1 = 1',
    companies: '1 = 1',
    periods: null,
    deletions: 't.admin_visible = 1',
  },
  accountant: {
    users: 'u.id = @userId',
    licenses: 'l.id = (SELECT license_id FROM users WHERE id = @userId)',
    companies: 'c.accountant_id = @userId',
    periods: 'p.company_id IN (SELECT id FROM companies WHERE accountant_id = @userId)',
    deletions: 't.accountant_id = @userId',
  },
  manager: {
    users: 'u.id = @userId',
    licenses: null,
    companies: 'c.manager_id = @userId',
    // An inactive company's data is not shown to its manager (docs/design.md §4.14).
    periods:
      'p.company_id IN (SELECT id FROM companies WHERE manager_id = @userId AND is_active = 1)',
    deletions: 't.manager_id = @userId',
  },
};

const SOURCES: Record<Kind, { from: string; alias: string; select: string }> = {
  users: { from: 'users u', alias: 'u', select: USER_SELECT },
  licenses: {
    from: 'licenses l',
    alias: 'l',
    select: `SELECT ${LICENSE_COLUMNS.replace(/(\w+)/g, 'l.$1')} FROM licenses l`,
  },
  companies: { from: 'companies c', alias: 'c', select: COMPANY_SELECT },
  periods: {
    from: 'period_data p',
    alias: 'p',
    select: `SELECT ${PERIOD_COLUMNS.replace(/(\w+)/g, 'p.$1')} FROM period_data p`,
  },
  deletions: {
    from: 'tombstones t',
    alias: 't',
    select: 'SELECT t.entity, t.entity_id FROM tombstones t',
  },
};

interface DeletionRow {
  entity: 'user' | 'license' | 'company' | 'period';
  entity_id: string;
}

/**
 * The change feed behind `/api/sync`: rows the caller may see whose sequence value is after a
 * cursor, and deletions scoped to them, in pages that never split one write's changes.
 */
export class SyncRepository {
  readonly #statements = new Map<string, Statement>();

  constructor(
    private readonly db: Db,
    private readonly changes: ChangeLog,
  ) {}

  /** The next page after `since` (deletions only when `withDeletions`, i.e. not a reset). */
  async changesSince(
    scope: SyncScope,
    since: number,
    withDeletions: boolean,
    budget = SYNC_PAGE_BUDGET,
  ): Promise<ChangePage> {
    // One read transaction: the page and the sequence value it ends at are consistent.
    return this.db.transaction(() => this.#page(scope, since, withDeletions, budget))();
  }

  #page(scope: SyncScope, since: number, withDeletions: boolean, budget: number): ChangePage {
    const kinds = (Object.keys(WEIGHTS) as Kind[]).filter(
      (kind) => VISIBILITY[scope.role][kind] !== null && (kind !== 'deletions' || withDeletions),
    );

    // 1. The sequence values ahead, cheaply, to find where the page ends.
    const ahead: { seq: number; weight: number }[] = [];
    let truncatedAt = Infinity;
    for (const kind of kinds) {
      const seqs = this.#statement(scope.role, kind, 'seqs')
        .pluck()
        .all({
          userId: scope.userId,
          since,
          limit: budget + 1,
        } satisfies Params) as number[];
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
    if (!hasMore) upTo = Math.max(upTo, this.changes.current());

    // 2. The rows of the page.
    const params: Params = { userId: scope.userId, since, upTo };
    const rows = <T>(kind: Kind): T[] =>
      kinds.includes(kind) ? (this.#statement(scope.role, kind, 'rows').all(params) as T[]) : [];
    const now = new Date();
    const deletions: ChangePage['deletions'] = {
      users: [],
      licenses: [],
      companies: [],
      periods: [],
    };
    const plural = { user: 'users', license: 'licenses', company: 'companies', period: 'periods' };
    for (const row of rows<DeletionRow>('deletions')) {
      deletions[plural[row.entity] as keyof typeof deletions].push(row.entity_id);
    }
    return {
      changes: {
        users: rows<UserRow>('users').map(toUser),
        licenses: rows<LicenseRow>('licenses').map((row) => toLicense(row, now)),
        companies: rows<CompanyRow>('companies').map(toCompany),
        periods: rows<PeriodRow>('periods').map(toPeriodData),
      },
      deletions,
      upTo,
      hasMore,
    };
  }

  #statement(role: Role, kind: Kind, shape: 'seqs' | 'rows'): Statement {
    const key = `${role}:${kind}:${shape}`;
    let statement = this.#statements.get(key);
    if (!statement) {
      const { from, alias, select } = SOURCES[kind];
      const visible = VISIBILITY[role][kind] ?? '0 = 1';
      statement =
        shape === 'seqs'
          ? this.db.prepare(
              `SELECT ${alias}.seq FROM ${from} WHERE ${visible} AND ${alias}.seq > @since
               ORDER BY ${alias}.seq LIMIT @limit`,
            )
          : this.db.prepare(
              `${select} WHERE ${visible} AND ${alias}.seq > @since AND ${alias}.seq <= @upTo
               ORDER BY ${alias}.seq`,
            );
      this.#statements.set(key, statement);
    }
    return statement;
  }
}
