import type { Db } from '../db/open';
import { ChangeLog } from './changes';
import { CompanyRepository } from './companies';
import { DocumentRepository } from './documents';
import { IdempotencyRepository } from './idempotency';
import { LicenseRepository } from './licenses';
import { PeriodRepository } from './periods';
import { SessionRepository } from './sessions';
import { StatsRepository } from './stats';
import { SyncRepository } from './sync';
import { UserRepository } from './users';

export type { CompanyScope, NewManager } from './companies';
export type { PeriodSections, StatementSections } from './documents';
export type { StoredStatements } from './periods';
export type { NewLicense, LicenseChanges } from './licenses';
export type { SessionUser } from './sessions';
export type { SyncScope } from './sync';
export type { NewUser } from './users';

/**
 * Every repository over one database. They are the only code that speaks SQL; their methods are
 * asynchronous so another store (PostgreSQL) can stand behind the same interface.
 */
export interface Repositories {
  users: UserRepository;
  sessions: SessionRepository;
  licenses: LicenseRepository;
  companies: CompanyRepository;
  documents: DocumentRepository;
  periods: PeriodRepository;
  sync: SyncRepository;
  idempotency: IdempotencyRepository;
  stats: StatsRepository;
  /**
   * Moves on every write (see ChangeLog.version): a read cached at one version is what the
   * store still holds while it is unchanged.
   */
  version(): number;
}

export function createRepositories(db: Db): Repositories {
  const changes = new ChangeLog(db);
  const licenses = new LicenseRepository(db, changes);
  const users = new UserRepository(db, changes, licenses);
  const periods = new PeriodRepository(db, changes);
  return {
    users,
    sessions: new SessionRepository(db, changes),
    licenses,
    companies: new CompanyRepository(db, changes, users, licenses),
    documents: new DocumentRepository(db, changes, periods),
    periods,
    sync: new SyncRepository(db, changes),
    idempotency: new IdempotencyRepository(db),
    stats: new StatsRepository(db),
    version: () => changes.version,
  };
}
