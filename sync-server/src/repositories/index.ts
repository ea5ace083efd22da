import type { Db } from '../db/dialect-adapter';
import type { Store } from '../db/store';
import { CompanyRepository } from './companies';
import { DocumentRepository } from './documents';
import { HousekeepingRepository } from './housekeeping';
import { IdempotencyRepository } from './idempotency';
import { LicenseRepository } from './licenses';
import { LoginAttemptRepository } from './login-attempts';
import { ManagerActivationRepository } from './manager-activations';
import { PeriodRepository } from './periods';
import { readVersionFor } from './read-version';
import { Scope } from './scope';
import { SessionRepository } from './sessions';
import { StatsRepository } from './stats';
import { SyncRepository } from './sync';
import { UserRepository } from './users';

export type { CompanyScope, NewManager } from './companies';
export type { HousekeepingAges, HousekeepingCounts } from './housekeeping';
export type { IdempotencyClaim, IdempotentRequest, StoredResponse } from './idempotency';
export type { LoginState } from './login-attempts';
export type { NewActivation } from './manager-activations';
export type { PeriodSections, StatementSections } from './sections';
export type { StoredFile } from './documents';
export type { StoredStatements } from './periods';
export type { NewLicense, LicenseChanges } from './licenses';
export type { SessionUser } from './sessions';
export type { SyncScope } from './sync';
export type { NewUser } from './users';

/**
 * Every repository over one store. They are the only code that speaks SQL, written once for
 * SQLite and PostgreSQL.
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
  loginAttempts: LoginAttemptRepository;
  managerActivations: ManagerActivationRepository;
  stats: StatsRepository;
  housekeeping: HousekeepingRepository;
  /**
   * Moves whenever what the store holds may have changed (see `ReadVersion`): a read cached at
   * one version is what the store still holds while it is unchanged.
   */
  version(): number;
  /**
   * One unit of work: `work` gets repositories bound to one transaction (joining this one's when
   * these are already bound to one), committed when it resolves, rolled back when it throws.
   */
  transaction<T>(work: (tx: Repositories) => Promise<T>): Promise<T>;
}

function bind(scope: Scope): Repositories {
  return {
    users: new UserRepository(scope),
    sessions: new SessionRepository(scope),
    licenses: new LicenseRepository(scope),
    companies: new CompanyRepository(scope),
    documents: new DocumentRepository(scope),
    periods: new PeriodRepository(scope),
    sync: new SyncRepository(scope),
    idempotency: new IdempotencyRepository(scope),
    loginAttempts: new LoginAttemptRepository(scope),
    managerActivations: new ManagerActivationRepository(scope),
    stats: new StatsRepository(scope),
    housekeeping: new HousekeepingRepository(scope),
    version: () => scope.context.version.current(),
    transaction: (work) => scope.transaction((tx) => work(bind(tx))),
  };
}

/** The repositories of a server process over its store (their read caches are the process's). */
export function createRepositories(
  store: Pick<Store, 'kind' | 'db' | 'dialect'> & Partial<Pick<Store, 'dataVersion'>>,
): Repositories {
  const version = readVersionFor(store.kind, store.dataVersion);
  return bind(new Scope(store.db, { dialect: store.dialect, version }, false));
}

/**
 * Repositories bound to a transaction the caller runs itself (the start-up section of
 * `DialectAdapter.exclusive`): nothing they do commits before it does.
 */
export function repositoriesIn(store: Pick<Store, 'kind' | 'dialect'>, tx: Db): Repositories {
  return bind(new Scope(tx, { dialect: store.dialect, version: readVersionFor(store.kind) }, true));
}
