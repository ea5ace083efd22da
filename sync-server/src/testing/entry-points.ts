import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

declare module 'vitest' {
  interface ProvidedContext {
    /** Where the server's tests built its entry points (entry-points-global-setup.ts). */
    risemaEntryPoints: string;
  }
}

/** The server's entry points that tests run in processes and threads of their own. */
export const ENTRY_POINTS = {
  /** `npm run serve` */
  main: 'src/main.ts',
  /** `npm run backup` */
  backup: 'src/backup/backup-cli.ts',
  /** `npm run migrate-store` */
  'migrate-store': 'src/migrate-store/migrate-store-cli.ts',
  /** `npm run reset-admin-password` */
  'reset-admin-password': 'src/admin-password/reset-admin-password.ts',
  /** The upload readers' worker thread (readers/reader-pool.ts). */
  'reader-worker': 'src/readers/reader-worker.ts',
  /** Imported by a script of auth/password.test.ts, as a server process loads it. */
  password: 'src/auth/password.ts',
  /** Imported by a script of testing/postgres-cluster.test.ts. */
  'postgres-cluster': 'src/testing/postgres-cluster.ts',
} as const;
export type EntryPoint = keyof typeof ENTRY_POINTS;
/** The modules that tests' scripts import in processes of their own. */
type ScriptModule = 'password' | 'postgres-cluster';

/**
 * The build of an entry point made for this test run, if one was: the server's tests build them
 * (the web app's tests and benchmarks, which start servers too, do not).
 */
export function builtEntryPoint(entry: EntryPoint): string | undefined {
  let dir: string | undefined;
  try {
    dir = inject('risemaEntryPoints');
  } catch {
    // Outside a Vitest run (a benchmark), inject() throws: nothing was built.
  }
  return dir ? `${dir}/${entry}.mjs` : undefined;
}

/**
 * The Node arguments that run one of the server's entry points, as `npm run …` does: its build
 * of this run's sources in plain Node where there is one (tsx would compile the same sources
 * again in each process, over a CPU-second each), else its source through tsx's loader.
 */
export function entryPointArgs(
  entry: Exclude<EntryPoint, 'reader-worker' | ScriptModule>,
): string[] {
  const built = builtEntryPoint(entry);
  return built ? [built] : ['--import', 'tsx', sourceOf(entry)];
}

/**
 * A module a test's script imports in a Node process of its own (`node … --eval`), and the Node
 * arguments it needs: its build of this run's sources where there is one, else its source
 * through tsx's loader.
 */
export function scriptModule(entry: ScriptModule): { nodeArgs: string[]; module: string } {
  const built = builtEntryPoint(entry);
  return built
    ? { nodeArgs: [], module: built }
    : { nodeArgs: ['--import', 'tsx'], module: sourceOf(entry) };
}

function sourceOf(entry: EntryPoint): string {
  return fileURLToPath(new URL(`../../${ENTRY_POINTS[entry]}`, import.meta.url));
}
