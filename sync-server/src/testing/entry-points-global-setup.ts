import type { Plugin } from 'esbuild';
import { build } from 'esbuild';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { ENTRY_POINTS } from './entry-points';

/** The server's package: its sources, and `dist/` where the entry points are built. */
const packageRoot = new URL('../../', import.meta.url);

/**
 * Packages stay imports, resolved from node_modules as the sources' are (native modules, and
 * piscina, which starts its workers from its own files); the workspace's own packages, which
 * export TypeScript sources, are bundled.
 */
const packagesOutside: Plugin = {
  name: 'packages-outside',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@risema/') ? undefined : { path, external: true },
    );
  },
};

/**
 * Vitest's global set-up for the server's tests: builds each entry point that tests run in a
 * process of their own into one ES module (esbuild, once per run), so each such process starts
 * in plain Node instead of compiling the sources through tsx. `dist/` sits as deep as `src/`, so
 * paths found from a module's location (the web app's `web/dist`) stay the same.
 */
export async function setup(project: TestProject): Promise<void> {
  const outdir = fileURLToPath(new URL('dist', packageRoot));
  const { outputFiles } = await build({
    entryPoints: Object.entries(ENTRY_POINTS).map(([out, source]) => ({
      in: fileURLToPath(new URL(source, packageRoot)),
      out,
    })),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [packagesOutside],
    logLevel: 'warning',
    write: false,
  });
  // `npm test` runs the server's tests and the browser tests side by side, each building the
  // same files: each file is written beside its place and renamed into it, so a process of the
  // other run never starts from a half-written one.
  await mkdir(outdir, { recursive: true });
  for (const file of outputFiles) {
    const partial = `${file.path}.${process.pid}.partial`;
    await writeFile(partial, file.contents);
    await rename(partial, path.join(outdir, path.basename(file.path)));
  }
  project.provide('risemaEntryPoints', outdir);
}
