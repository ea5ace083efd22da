import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { recipes, slotRecipes } from './theme';

const sourceRoot = fileURLToPath(new URL('..', import.meta.url));

/** Components styled by another component's recipe. */
const RECIPE_OF: Readonly<Record<string, string>> = {
  IconButton: 'button',
  CloseButton: 'button',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** Names imported from '@chakra-ui/react' anywhere under web/src. */
function chakraImports(): Set<string> {
  const names = new Set<string>();
  const pattern = /import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g;
  for (const file of sourceFiles(sourceRoot)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (name) names.add(name);
      }
    }
  }
  return names;
}

describe('theme', () => {
  it('registers the recipe of every Chakra component the app imports', () => {
    const known = new Set([...Object.keys(chakraRecipes), ...Object.keys(chakraSlotRecipes)]);
    const ours = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)]);
    const imported = chakraImports();
    const needed = [...imported]
      .map((name) => RECIPE_OF[name] ?? name.charAt(0).toLowerCase() + name.slice(1))
      .filter((key) => known.has(key));

    expect(imported.has('Button')).toBe(true);
    expect(needed.filter((key) => !ours.has(key))).toEqual([]);
  });
});
