import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import type { SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  codeRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  datePickerSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  selectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { CHAKRA_GLOBAL_CSS } from './chakra-global-css';
import { nextTask } from './next-task';

/**
 * Chakra's default tokens with only the component recipes the app uses: the full set would add
 * about 20 KB gzip to every screen, /login included. A component whose recipe is missing renders
 * unstyled, so register the recipe of every component you use (theme.test.ts checks the Chakra
 * imports under web/src against these lists).
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  code: codeRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  skipNavLink: skipNavLinkRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  datePicker: datePickerSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  select: selectSlotRecipe,
  stat: statSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  // A toast's description at full opacity: at 0.8, white on a solid colour falls below AA.
  toast: {
    ...toastSlotRecipe,
    base: {
      ...toastSlotRecipe.base,
      description: { ...toastSlotRecipe.base?.description, opacity: 1 },
    },
  },
  tooltip: tooltipSlotRecipe,
};

/**
 * The colour palettes registered: Chakra's others (cyan, pink, whiteAlpha) would only add
 * tokens, CSS variables and work to the start's createSystem. theme.test.ts fails when the code
 * names a palette missing here.
 */
export const PALETTES = [
  'transparent',
  'current',
  'black',
  'white',
  'blackAlpha',
  'gray',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'purple',
  'brand',
] as const;

/**
 * The shades kept of Chakra's palettes: those the light semantic tokens (subtle, muted, solid,
 * fg...), the recipes and the code name, plus EXTRA_SHADES. Every other shade would only add a
 * token, a CSS variable and work to the start's createSystem; theme.test.ts fails when the code
 * or a registered style names a shade missing here.
 */
const SHADES = ['50', '100', '200', '300', '500', '600', '700'];
const EXTRA_SHADES: Readonly<Record<string, readonly string[]>> = {
  gray: ['400', '800', '900'],
  orange: ['400'],
  purple: ['900'],
  yellow: ['800'],
};

function shadesKept<T extends object>(colors: T): T {
  return Object.fromEntries(
    Object.entries(colors).map(([name, palette]: [string, object]) => {
      if ('value' in palette) return [name, palette];
      const kept = [...SHADES, ...(EXTRA_SHADES[name] ?? [])];
      return [name, onlyKeys(palette, kept)];
    }),
  ) as T;
}

/** Chakra's fractional sizes (one half, five twelfths...): no code or recipe names one. */
function withoutFractions<T extends object>(sizes: T): T {
  return Object.fromEntries(Object.entries(sizes).filter(([key]) => !key.includes('/'))) as T;
}

/** Semantic colour groups that are not palettes (bg.muted, fg.error, border.subtle...). */
const SEMANTIC_GROUPS = ['bg', 'fg', 'border'];

function onlyKeys<T extends object>(record: T, keep: readonly string[]): T {
  return Object.fromEntries(Object.entries(record).filter(([key]) => keep.includes(key))) as T;
}

/**
 * A semantic token's light value alone: the app has one colour scheme and nothing sets Chakra's
 * `.dark` class, so the dark values would only add CSS variables no element reads.
 */
function lightOnly<T>(node: T): T {
  if (typeof node !== 'object' || node === null) return node;
  if ('value' in node) {
    const value: unknown = node.value;
    if (typeof value === 'object' && value !== null && '_light' in value) {
      return { ...node, value: value._light };
    }
    return node;
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, child]: [string, unknown]) => [key, lightOnly(child)]),
  ) as T;
}

const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      colors: shadesKept(onlyKeys(tokens.colors, PALETTES)),
      sizes: withoutFractions(tokens.sizes),
    },
    semanticTokens: lightOnly({
      ...semanticTokens,
      colors: onlyKeys(semanticTokens.colors, [...SEMANTIC_GROUPS, ...PALETTES]),
    }),
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/**
 * The text font: the device's own interface font (San Francisco, Segoe UI, Roboto, the Linux
 * desktop's), which every current browser resolves `system-ui` to. Chakra's stack names Inter,
 * which the app does not ship, and four more fonts before a generic one: on Linux each missing
 * name is a fontconfig search in the first layout of every new size and weight (a return
 * visit's first company screen: 16 ms of layout instead of 24 at full speed). The login
 * screen's CSS (features/login/login-screen.css) uses the same stack.
 */
export const TEXT_FONT = 'system-ui, sans-serif';

/** RISEMA's petrol-blue brand palette (the manifest's theme colour is brand.700). */
const risemaTheme = defineConfig({
  theme: {
    tokens: {
      fonts: { body: { value: TEXT_FONT }, heading: { value: TEXT_FONT } },
      colors: {
        brand: {
          50: { value: '#e8f4f6' },
          100: { value: '#c5e3e8' },
          200: { value: '#9bd0d8' },
          300: { value: '#6bb7c3' },
          400: { value: '#3f9aaa' },
          500: { value: '#237f91' },
          600: { value: '#176677' },
          700: { value: '#0f4c5c' },
          800: { value: '#0a3845' },
          900: { value: '#06242d' },
          950: { value: '#03161c' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        // Field messages and error texts readable on white (WCAG AA 4.5:1; red.500 is 3.8:1).
        fg: { error: { value: '{colors.red.700}' } },
      },
    },
  },
  globalCss: {
    'html, body': { minHeight: '100%', bg: 'bg.subtle' },
    // FormulaInfo's button, drawn beside every figure: Chakra's ghost IconButton of size 2xs, its
    // look written once here instead of resolved and hashed for each of the dozens on a screen.
    '.formula-info-button': {
      ...buttonRecipe.base,
      ...buttonRecipe.variants?.size?.['2xs'],
      ...buttonRecipe.variants?.variant?.ghost,
      px: '0',
      py: '0',
      _icon: { width: '3.5', height: '3.5', flexShrink: '0', fontSize: '1.2em' },
    },
    // Who asks the system for less motion gets none: dialogs, drawers, toasts and tab panels
    // appear at once, and a spinner stands still (its label still says it is loading).
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
});

/** What the app's system is made of: Chakra's base, its tokens and recipes, RISEMA's own. */
export const SYSTEM_CONFIGS = [defaultBaseConfig, chakraTheme, risemaTheme] as const;

let system: SystemContext | undefined;

/**
 * The Chakra system of the app, made at its first use (the app's first render): not while the
 * app's code evaluates, whose task it would lengthen by a third on a phone. Its global CSS, when
 * the build made it (chakra-global-css.ts), is inserted by then (insertGlobalCss).
 * The recipes join the system once it is made: createSystem deep-copies every config it is
 * given, and they were more than half of it, while the system only reads them when a component
 * asks for one (`getRecipe`, `getSlotRecipe`, from the theme it keeps).
 */
export function appSystem(): SystemContext {
  if (system) return system;
  insertGlobalCss();
  return withRecipes(createSystem(...SYSTEM_CONFIGS));
}

function withRecipes(made: SystemContext): SystemContext {
  const theme = made._config.theme;
  if (!theme) throw new Error('The Chakra system has no theme to add the recipes to');
  theme.recipes = recipes;
  theme.slotRecipes = slotRecipes;
  system = made;
  return system;
}

type SystemSteps = Generator<void, SystemContext, void>;

/**
 * Makes the app's system ahead of its first use, a step per task (`nextTask` between steps)
 * where the build split Chakra's createSystem into steps (web/build/chakra-system-steps.ts):
 * made at once, it was one task of some 45 ms on a desktop CPU, four times that on a phone.
 * Where it is not split (unit tests, `npm run dev`) it is made at once. Inserts the global CSS
 * first, as appSystem does, in the caller's task, before the first step's.
 */
export async function prepareAppSystem(): Promise<SystemContext> {
  if (system) return system;
  const inSteps = (createSystem as { inSteps?: (...configs: unknown[]) => SystemSteps }).inSteps;
  insertGlobalCss();
  if (!inSteps) return appSystem();
  const steps = inSteps(...SYSTEM_CONFIGS);
  for (;;) {
    await nextTask();
    if (system) return system;
    const step = steps.next();
    if (step.done) return withRecipes(step.value);
  }
}

let globalCssInserted = false;

/**
 * Inserts Chakra's global CSS made by the build as one `<style>`, before any style Chakra
 * inserts; nothing without it (unit tests, `npm run dev`: Chakra inserts its own). The start
 * calls it in a task of its own ahead of the first render: the browser parses the CSS there,
 * not in the task that makes the system.
 */
export function insertGlobalCss(): void {
  if (globalCssInserted || CHAKRA_GLOBAL_CSS === undefined) return;
  globalCssInserted = true;
  const style = document.createElement('style');
  style.dataset.chakraGlobal = '';
  style.textContent = CHAKRA_GLOBAL_CSS;
  document.head.append(style);
}
