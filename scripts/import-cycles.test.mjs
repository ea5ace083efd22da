import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import { importCycles } from './import-cycles.mjs';

let folder;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** A program of the given modules (name → source) in a folder of its own, checked for cycles. */
function cyclesOf(modules, checked = () => true) {
  folder = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  for (const [name, source] of Object.entries(modules)) writeFileSync(join(folder, name), source);
  const program = ts.createProgram(
    Object.keys(modules).map((name) => join(folder, name)),
    // No default library: only the graph is read, never a type.
    {
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      noLib: true,
      types: [],
    },
  );
  return importCycles(
    [program],
    (fileName) => fileName.startsWith(folder) && checked(fileName),
    folder,
  );
}

describe('importCycles', () => {
  it('finds a cycle through static imports and re-exports, each component once', () => {
    expect(
      cyclesOf({
        'a.ts': "import { b } from './b';\nexport const a = () => b;",
        'b.ts': "export { c as b } from './c';",
        'c.ts': "import { a } from './a';\nexport const c = () => a;",
        'd.ts': "import { a } from './a';\nexport const d = a;",
      }),
    ).toEqual({ modules: 4, cycles: [['a.ts', 'b.ts', 'c.ts']] });
  });

  it('counts a dynamic import() and a module importing itself', () => {
    expect(
      cyclesOf({
        'routes.ts': "export const load = () => import('./page');",
        'page.ts': "import { load } from './routes';\nexport const page = load;",
        'self.ts': "import * as self from './self';\nexport const me = self;",
      }),
    ).toEqual({ modules: 3, cycles: [['page.ts', 'routes.ts'], ['self.ts']] });
  });

  it('leaves out type-only imports and exports, and files it is not asked to check', () => {
    expect(
      cyclesOf(
        {
          'a.ts': "import type { B } from './b';\nexport type A = B | 1;\nexport const a = 1;",
          'b.ts':
            "import { a } from './a';\nexport type { A as B } from './a';\nexport const b = a;",
          'c.ts': "import { d } from './d';\nexport const c = d;",
          'd.ts': "import { c } from './c';\nexport const d = c;",
        },
        (fileName) => !fileName.endsWith('d.ts'),
      ),
    ).toEqual({ modules: 3, cycles: [] });
  });
});
