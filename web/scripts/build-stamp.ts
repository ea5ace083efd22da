// Whether web/dist was built from the current sources: a hash of every file the build reads,
// written beside the build (web/dist/.build-stamp) once it succeeded. `npm start` builds only
// when the two differ.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** What the web build reads, relative to the repository root (files or folders). */
export const BUILD_INPUTS: readonly string[] = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'web/package.json',
  'web/tsconfig.json',
  'web/index.html',
  'web/build',
  'web/public',
  'web/src',
  'finance-core/package.json',
  'finance-core/src',
];

/** The stamp's file name inside the build folder (a dot file: never precached nor linked). */
export const STAMP_FILE = '.build-stamp';

// Tests and their builders never reach the bundle.
const SKIPPED = /(?:\.test\.tsx?$|(?:^|\/)testing\/)/;

function filesUnder(root: string, input: string): string[] {
  const path = join(root, input);
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [input];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/**
 * A SHA-256 over the paths and contents of the build's inputs under `root`: any file added,
 * removed, renamed or edited changes it (modification times do not: a checkout of the same
 * sources keeps the build).
 */
export function sourceStamp(root: string, inputs: readonly string[] = BUILD_INPUTS): string {
  const files = inputs
    .flatMap((input) => filesUnder(root, input))
    .filter((file) => !SKIPPED.test(file))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** True when `distDir` holds a whole build (its index.html) stamped with `stamp`. */
export function buildIsCurrent(distDir: string, stamp: string): boolean {
  const stampPath = join(distDir, STAMP_FILE);
  if (!existsSync(join(distDir, 'index.html')) || !existsSync(stampPath)) return false;
  return readFileSync(stampPath, 'utf8').trim() === stamp;
}

/** Records that the build in `distDir` was made from the sources of `stamp`. */
export function writeStamp(distDir: string, stamp: string): void {
  writeFileSync(join(distDir, STAMP_FILE), `${stamp}\n`);
}
