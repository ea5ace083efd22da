import { describe, expect, it } from 'vitest';
import { renderChakraGlobalCss } from './chakra-global-prerender';
import { appSystem } from './theme';

describe('renderChakraGlobalCss', () => {
  const css = renderChakraGlobalCss();

  it('declares the cascade layers first, as Chakra orders them', () => {
    expect(css.startsWith(appSystem().layers.atRule.replaceAll(', ', ','))).toBe(true);
  });

  it("holds every token's variable, the preflight and the app's global styles", () => {
    // A blank value (`--chakra-blurs-none`) is no declaration, in the browser as here.
    const variables = [...appSystem().tokens.cssVarMap.values()].flatMap((vars) =>
      [...vars].filter(([, value]) => String(value).trim() !== '').map(([name]) => name),
    );
    expect(variables.length).toBeGreaterThan(300);
    for (const variable of variables) expect(css).toContain(`${variable}:`);
    expect(css).toContain('@layer reset{');
    expect(css).toContain('--chakra-colors-brand-700:#0f4c5c');
    expect(css).toContain('.formula-info-button{');
    expect(css).not.toContain('<');
  });
});
