import type { Company, License, PeriodData, User } from '@risema/finance-core/contract';
import type { PortfolioPeriod } from '@risema/finance-core/views';
import { Dexie } from 'dexie';
import type { DexieOptions, EntityTable } from 'dexie';
import { DB_NAME } from './db-name';
import type { OutboxEntry, OutboxFile } from './sync/outbox-entry';

/** Where the pull stands for the user whose data the cache holds. */
export interface SyncState {
  userId: string;
  /** The cursor of the last answer applied, or null before the first pull. */
  cursor: string | null;
  /** When the last pull finished (ISO), or null. */
  lastSyncedAt: string | null;
}

/**
 * What the portfolio keeps of a stored period (finance-core's `portfolioPeriod`), computed once
 * per version of the period and of finance-core (`stamp`): a hundred companies' figures are then
 * read without reading and analysing their statements again. Every write of a period drops its
 * figures (`forgetPeriodFigures`, in the same transaction).
 */
export interface PeriodFigures {
  /** The stored period's id. */
  id: string;
  /** The period's `updatedAt` when they were computed. */
  updatedAt: string;
  /** The finance-core version that computed it (`ANALYSIS_STAMP`). */
  stamp: string;
  summary: PortfolioPeriod;
}

/**
 * The local database: what the signed-in user may see (shapes from the contract), the outbox of
 * changes waiting for the server, and the sync state. Screens read it with `useLiveQuery`.
 */
export class RisemaDb extends Dexie {
  users!: EntityTable<User, 'id'>;
  licenses!: EntityTable<License, 'id'>;
  companies!: EntityTable<Company, 'id'>;
  periods!: EntityTable<PeriodData, 'id'>;
  syncState!: EntityTable<SyncState, 'userId'>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  outboxFiles!: EntityTable<OutboxFile, 'id'>;
  periodFigures!: EntityTable<PeriodFigures, 'id'>;

  constructor(name: string = DB_NAME, options?: DexieOptions) {
    super(name, options);
    this.version(1).stores({
      users: 'id, role',
      licenses: 'id',
      companies: 'id, accountantId, managerId',
      periods: 'id, companyId',
      syncState: 'userId',
      outbox: '++seq, &id, userId',
      outboxFiles: 'id, userId',
    });
    // The figures the portfolio keeps of each period.
    this.version(2).stores({ periodFigures: 'id' });
  }

  /** The tables that mirror the server for one user; cleared on every sign-in and sign-out. */
  get cacheTables() {
    return [
      this.users,
      this.licenses,
      this.companies,
      this.periods,
      this.periodFigures,
      this.syncState,
    ];
  }
}

/**
 * Forgets every datum the server gave the previous user. The outbox is not touched: its entries
 * belong to their user, are only sent under that user's session, and wait for them to return.
 */
export async function clearCachedData(db: RisemaDb): Promise<void> {
  await db.transaction('rw', db.cacheTables, async () => {
    await Promise.all(db.cacheTables.map((table) => table.clear()));
  });
}

/**
 * Drops the figures kept of these periods (they are being written or deleted); call it inside the
 * transaction that writes them, with `periodFigures` in its scope.
 */
export async function forgetPeriodFigures(
  db: RisemaDb,
  periodIds: readonly string[],
): Promise<void> {
  await db.periodFigures.bulkDelete([...periodIds]);
}
