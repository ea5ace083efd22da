import { buildEntryPoints } from '@risema/finance-core/testing/build-entry-points';
import type { TestProject } from 'vitest/node';
import { ENTRY_POINTS } from './entry-points';

/**
 * Vitest's global set-up for the server's tests: builds each entry point that tests run in a
 * process of their own into one ES module (esbuild, once per run), so each such process starts
 * in plain Node instead of compiling the sources through tsx. `dist/` sits as deep as `src/`, so
 * paths found from a module's location (the web app's `web/dist`) stay the same.
 */
export async function setup(project: TestProject): Promise<void> {
  const outdir = await buildEntryPoints(new URL('../../', import.meta.url), ENTRY_POINTS);
  project.provide('risemaEntryPoints', outdir);
}
