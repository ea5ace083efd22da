import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSystem } from '@chakra-ui/react';
import type { SystemContext } from '@chakra-ui/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_CONFIGS } from '../src/app/theme';
import { chakraSystemSteps } from './chakra-system-steps';

type StepsOf = (...configs: unknown[]) => Generator<void, SystemContext, void>;

// Chakra's ESM build, copied under the repository's node_modules (so the copy's own imports of
// other packages resolve as the original's do) with the plugin's rewrite applied to the copy.
const chakraEsm = join(
  dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')),
  '..',
  'esm',
);
let copy: string;
let patched: { createSystem: ((...configs: unknown[]) => SystemContext) & { inSteps?: StepsOf } };

/** The part of Rollup's plugin context the transform uses: `this.error` throws, failing the build. */
const buildContext = {
  error: (message: string) => {
    throw new Error(message);
  },
};

function transformOf(plugin: ReturnType<typeof chakraSystemSteps>) {
  const hook = plugin.transform;
  if (typeof hook !== 'function') throw new Error('the plugin has no transform');
  return hook;
}

beforeAll(async () => {
  const cache = join(chakraEsm, '..', '..', '..', '..', '.cache');
  mkdirSync(cache, { recursive: true });
  copy = mkdtempSync(join(cache, 'chakra-system-steps-'));
  cpSync(chakraEsm, copy, { recursive: true });
  const plugin = chakraSystemSteps();
  for (const name of ['system.js', 'token-dictionary.js']) {
    const file = join(copy, 'styled-system', name);
    const result = transformOf(plugin).call(
      buildContext as never,
      readFileSync(file, 'utf8'),
      `/x/node_modules/@chakra-ui/react/dist/esm/styled-system/${name}`,
    ) as { code: string } | null;
    if (!result) throw new Error(`${name} was not rewritten`);
    writeFileSync(file, result.code);
  }
  patched = (await import(
    pathToFileURL(join(copy, 'styled-system', 'system.js')).href
  )) as typeof patched;
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** What a system makes that the app reads: the tokens, their CSS, a style through css(). */
function madeBy(system: SystemContext) {
  return {
    tokens: system.tokens.allTokens.map((token) => [token.name, token.value as unknown]),
    tokenCss: system.getTokenCss(),
    globalCss: system.getGlobalCss(),
    style: system.css({ color: 'brand.700', px: '4', _hover: { bg: 'gray.100' }, md: { p: '2' } }),
    properties: [...system.properties].length,
  };
}

describe("Chakra's createSystem in steps (the build's rewrite)", () => {
  it('makes the same system step by step as the original does at once, in several steps', () => {
    const inSteps = patched.createSystem.inSteps;
    if (!inSteps) throw new Error('the rewritten createSystem has no inSteps');
    const steps = inSteps(...SYSTEM_CONFIGS);
    let count = 0;
    let step = steps.next();
    while (!step.done) {
      count += 1;
      step = steps.next();
    }
    // mergeConfigs, the token dictionary's five stages, the utility, the rest.
    expect(count).toBe(7);
    const original = madeBy(createSystem(...SYSTEM_CONFIGS));
    expect(madeBy(step.value)).toEqual(original);
    expect(original.tokens.length).toBeGreaterThan(300);
    // The rewritten createSystem still makes it at once, as every other caller expects.
    expect(madeBy(patched.createSystem(...SYSTEM_CONFIGS))).toEqual(original);
  });

  it("fails the build on another Chakra's createSystem, whose text to rewrite is missing", () => {
    expect(() =>
      transformOf(chakraSystemSteps()).call(
        buildContext as never,
        'export function createSystem() {}',
        '/x/node_modules/@chakra-ui/react/dist/esm/styled-system/system.js',
      ),
    ).toThrow('expected once: "function createSystem(...configs)');
  });
});
