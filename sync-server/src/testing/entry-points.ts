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
} as const;
export type EntryPoint = keyof typeof ENTRY_POINTS;

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
export function entryPointArgs(entry: Exclude<EntryPoint, 'reader-worker'>): string[] {
  const built = builtEntryPoint(entry);
  if (built) return [built];
  const source = fileURLToPath(new URL(`../../${ENTRY_POINTS[entry]}`, import.meta.url));
  return ['--import', 'tsx', source];
}
