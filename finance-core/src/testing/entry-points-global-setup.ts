import type { TestProject } from 'vitest/node';
import { buildEntryPoints } from './build-entry-points';

declare module 'vitest' {
  interface ProvidedContext {
    /** `npm run parse`'s script built for this run (entry-points-global-setup.ts). */
    risemaParseCommand: string;
  }
}

/**
 * Vitest's global set-up for finance-core's tests: `npm run parse`'s script built once per run
 * (esbuild), so the tests that run it as a command start plain Node, not tsx compiling the
 * readers' sources again in each process (over a CPU-second each).
 */
export async function setup(project: TestProject): Promise<void> {
  const outdir = await buildEntryPoints(new URL('../../', import.meta.url), {
    parse: 'src/cli/parse.ts',
  });
  project.provide('risemaParseCommand', `${outdir}/parse.mjs`);
}
