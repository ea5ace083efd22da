import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  recipes as chakraRecipes,
  slotRecipes as chakraSlotRecipes,
  globalCss as chakraGlobalCss,
  tokens as chakraTokens,
} from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { PALETTES, appSystem, recipes, slotRecipes } from './theme';

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

/** Chakra's palette names and ours: a name the code may use as a colour. */
const PALETTE_NAMES = [...Object.keys(chakraTokens.colors), 'brand'];

/**
 * Palettes named in `text`: `'pink'` alone (a colorPalette), `pink.500`, `pink.subtle` or a CSS
 * variable, `--chakra-colors-pink-600`.
 */
function palettesNamedIn(text: string): Set<string> {
  const found = new Set<string>();
  for (const name of PALETTE_NAMES) {
    const alone = new RegExp(`['"\`]${name}['"\`]`);
    const token = new RegExp(`(?<![\\w.-])${name}\\.(?:\\d{2,3}|[a-zA-Z]+)\\b`);
    const cssVar = new RegExp(`--chakra-colors-${name}-`);
    if (alone.test(text) || token.test(text) || cssVar.test(text)) found.add(name);
  }
  return found;
}

describe('theme', () => {
  it('registers every colour palette the code and the registered styles name', () => {
    const registered = new Set<string>(PALETTES);
    const named = new Set<string>();
    const texts = [
      ...sourceFiles(sourceRoot).map((file) => readFileSync(file, 'utf8')),
      JSON.stringify([recipes, slotRecipes, chakraGlobalCss]),
    ];
    for (const text of texts) for (const name of palettesNamedIn(text)) named.add(name);

    expect(named.has('brand')).toBe(true);
    expect([...named].filter((name) => !registered.has(name))).toEqual([]);
    expect(appSystem().token('colors.red.500')).toBeDefined();
    expect(appSystem().token('colors.pink.500')).toBeUndefined();
  });

  it('has one colour scheme: no code asks for dark values the theme leaves out', () => {
    const dark = sourceFiles(sourceRoot).filter((file) =>
      /_dark\b|_osDark\b|ColorMode|next-themes/.test(readFileSync(file, 'utf8')),
    );
    expect(dark).toEqual([]);
  });

  it('finds a palette the code names', () => {
    expect([...palettesNamedIn(`<Badge colorPalette="cyan" />`)]).toEqual(['cyan']);
    expect([...palettesNamedIn(`stroke: 'var(--chakra-colors-cyan-600)'`)]).toEqual(['cyan']);
    expect([...palettesNamedIn(`bg: 'pink.subtle'`)]).toEqual(['pink']);
    expect([...palettesNamedIn(`const blue = 1; x.gray.y`)]).toEqual([]);
  });

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
