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
import { PALETTES, TEXT_FONT, appSystem, recipes, slotRecipes } from './theme';

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

/** The registered palettes that have shades (not one colour: black, white, transparent...). */
const SHADED = PALETTES.filter((palette) => appSystem().token(`colors.${palette}`) === undefined);

/**
 * Palette shades named in `text`: `red.400`, `{colors.red.400}`, `--chakra-colors-red-400`; a
 * `colorPalette.400`, or a palette chosen in code (`${look.palette}.400`), names that shade of
 * every palette.
 */
function shadesNamedIn(text: string): Set<string> {
  const found = new Set<string>();
  const names = [...PALETTE_NAMES, 'colorPalette'].join('|');
  const token = new RegExp(`(?<=^|[^\\w.-]|\\{colors\\.)(${names})\\.(\\d{2,3})\\b`, 'g');
  const cssVar = new RegExp(`--chakra-colors-(${names})-(\\d{2,3})\\b`, 'g');
  const chosen = /(\$\{[^}]*\})\.(\d{2,3})\b/g;
  const matches = [...text.matchAll(token), ...text.matchAll(cssVar), ...text.matchAll(chosen)];
  for (const [, name, shade] of matches) {
    const palettes = name !== undefined && PALETTE_NAMES.includes(name) ? [name] : SHADED;
    for (const palette of palettes) found.add(`${palette}.${shade}`);
  }
  return found;
}

/** Chakra's fractional sizes named in `text` as a value: `w="1/2"`, `{sizes.1/2}`. */
function fractionsNamedIn(text: string): Set<string> {
  const fractions = Object.keys(chakraTokens.sizes).filter((key) => key.includes('/'));
  return new Set(
    fractions.filter((key) => new RegExp(`(['"\`]|sizes\\.)${key}['"\`}]`).test(text)),
  );
}

/** The texts that may name a token: the app's sources and every style the theme registers. */
function themeTexts(): string[] {
  return [
    ...sourceFiles(sourceRoot).map((file) => readFileSync(file, 'utf8')),
    JSON.stringify(appSystem()._config),
  ];
}

describe('theme', () => {
  it('gives components the registered recipes, joined to the system after it is made', () => {
    const system = appSystem();
    expect(system.getRecipe('button')).toBe(recipes.button);
    expect(system.getSlotRecipe('toast')).toBe(slotRecipes.toast);
    expect(system.isSlotRecipe('card')).toBe(true);
    expect(system.hasRecipe('accordion')).toBe(false);
  });

  it('writes text in the device’s interface font, on the login screen too', () => {
    expect(appSystem().token('fonts.body')).toBe(TEXT_FONT);
    expect(appSystem().token('fonts.heading')).toBe(TEXT_FONT);
    const loginCss = readFileSync(join(sourceRoot, 'features/login/login-screen.css'), 'utf8');
    expect(loginCss).toContain(`font-family: ${TEXT_FONT};`);
  });

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

  it('registers every palette shade and fractional size the code and the registered styles name', () => {
    const shades = new Set<string>();
    const fractions = new Set<string>();
    for (const text of themeTexts()) {
      for (const shade of shadesNamedIn(text)) shades.add(shade);
      for (const fraction of fractionsNamedIn(text)) fractions.add(fraction);
    }
    const registered = new Set<string>(PALETTES);
    const missing = [...shades]
      .filter((shade) => registered.has(shade.split('.')[0] ?? ''))
      .filter((shade) => appSystem().token(`colors.${shade}`) === undefined);
    const missingSizes = [...fractions].filter((key) => !appSystem().token(`sizes.${key}`));

    expect(shades.has('gray.200')).toBe(true);
    expect(missing).toEqual([]);
    expect(missingSizes).toEqual([]);
    expect(appSystem().token('colors.red.950')).toBeUndefined();
    expect(appSystem().token('sizes.1/2')).toBeUndefined();
  });

  it('finds a shade or a fractional size the code names', () => {
    expect([...shadesNamedIn(`color="red.800" bg: '{colors.gray.950}'`)]).toEqual([
      'red.800',
      'gray.950',
    ]);
    expect([...shadesNamedIn(`fill: 'var(--chakra-colors-teal-400)'`)]).toEqual(['teal.400']);
    expect(shadesNamedIn(`borderColor: 'colorPalette.800'`).has('blue.800')).toBe(true);
    expect(shadesNamedIn('color={`${look.palette}.800`}').has('green.800')).toBe(true);
    expect([...shadesNamedIn(`x.gray.800; red.subtle`)]).toEqual([]);
    expect([...fractionsNamedIn(`<Box w="1/2" maxW={'{sizes.5/12}'} />`)]).toEqual(['1/2', '5/12']);
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
