import { mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_INPUTS, buildIsCurrent, sourceStamp, writeStamp } from './build-stamp';

let root: string;
let dist: string;

function write(path: string, text: string): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'risema-stamp-'));
  dist = join(root, 'web/dist');
  write('package.json', '{}');
  write('web/src/main.tsx', 'render();');
  write('web/src/app/app.tsx', 'export const App = 1;');
  write('finance-core/src/analysis/periods.ts', 'export const a = 1;');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('sourceStamp', () => {
  it('changes with an edit, an added, a removed or a renamed source', () => {
    const first = sourceStamp(root);
    expect(sourceStamp(root)).toBe(first);
    write('web/src/app/app.tsx', 'export const App = 2;');
    const edited = sourceStamp(root);
    expect(edited).not.toBe(first);
    write('web/src/app/new.tsx', 'x');
    const added = sourceStamp(root);
    expect(added).not.toBe(edited);
    renameSync(join(root, 'web/src/app/new.tsx'), join(root, 'web/src/app/other.tsx'));
    expect(sourceStamp(root)).not.toBe(added);
    rmSync(join(root, 'web/src/app/other.tsx'));
    expect(sourceStamp(root)).toBe(edited);
  });

  it('ignores modification times, tests and test builders', () => {
    const first = sourceStamp(root);
    utimesSync(join(root, 'web/src/main.tsx'), new Date(2001, 0, 1), new Date(2001, 0, 1));
    write('web/src/app/app.test.tsx', 'it()');
    write('finance-core/src/testing/builder.ts', 'x');
    expect(sourceStamp(root)).toBe(first);
  });

  it('reads the workspaces the bundle is made of', () => {
    expect(BUILD_INPUTS).toEqual(
      expect.arrayContaining([
        'web/src',
        'finance-core/src',
        'vite.config.ts',
        'package-lock.json',
      ]),
    );
  });
});

describe('buildIsCurrent', () => {
  it('is false without a build or a stamp, true once stamped, false after a change', () => {
    const stamp = sourceStamp(root);
    expect(buildIsCurrent(dist, stamp)).toBe(false);
    write('web/dist/index.html', '<!doctype html>');
    expect(buildIsCurrent(dist, stamp)).toBe(false);
    writeStamp(dist, stamp);
    expect(buildIsCurrent(dist, stamp)).toBe(true);
    write('finance-core/src/analysis/periods.ts', 'export const a = 2;');
    expect(buildIsCurrent(dist, sourceStamp(root))).toBe(false);
    // A build folder emptied by a failed build: no index.html, so not current.
    rmSync(join(dist, 'index.html'));
    expect(buildIsCurrent(dist, stamp)).toBe(false);
  });
});
