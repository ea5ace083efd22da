// Test tooling (Node only, not part of the library's testing index): a workspace's entry points
// built for a test run, so the processes tests start run plain JavaScript.
import type { Plugin } from 'esbuild';
import { build } from 'esbuild';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Packages stay imports, resolved from node_modules as the sources' are (native modules, and
 * packages that start workers from their own files); the workspace's own packages, which
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
 * Builds each entry point (output name → source, relative to the package) into one ES module,
 * `dist/<name>.mjs` of the package (esbuild), and answers that directory. `dist/` sits as deep as
 * `src/`, so paths found from a module's location stay the same. Two runs side by side (`npm
 * test`'s tests and browser tests) may build the same files: each is written beside its place and
 * renamed into it, so a process of the other run never starts from a half-written one.
 */
export async function buildEntryPoints(
  packageRoot: URL,
  entryPoints: Record<string, string>,
): Promise<string> {
  const outdir = fileURLToPath(new URL('dist', packageRoot));
  const { outputFiles } = await build({
    entryPoints: Object.entries(entryPoints).map(([out, source]) => ({
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
  await mkdir(outdir, { recursive: true });
  for (const file of outputFiles) {
    const partial = `${file.path}.${process.pid}.partial`;
    await writeFile(partial, file.contents);
    await rename(partial, path.join(outdir, path.basename(file.path)));
  }
  return outdir;
}
