// Chakra's createSystem in steps: at the app's start it is one task of some 45 ms on a desktop
// CPU (180 ms on a phone's 4× slower one), most of it the token dictionary. The build rewrites
// it, and the dictionary it makes, into generators that pause between their stages, so the
// start runs them a task at a time (src/app/theme.ts `prepareAppSystem`) and no stage holds the
// main thread for long. `createSystem` itself keeps its signature and runs every step at once.
import type { Plugin } from 'vite';
import { patchModule } from './patch-module';
import type { ModulePatch } from './patch-module';

interface PatchedModule extends ModulePatch {
  file: RegExp;
}

/** The original function `name`, running every step of its generator `inSteps` at once. */
function atOnce(name: string, inSteps: string, params: string): string {
  return [
    `function ${name}(${params}) {`,
    `  const steps = ${inSteps}(${params});`,
    '  for (;;) {',
    '    const step = steps.next();',
    '    if (step.done) return step.value;',
    '  }',
    '}',
  ].join('\n');
}

const SYSTEM: PatchedModule = {
  file: /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/,
  edits: [
    {
      find: 'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n',
      replace:
        'function* createSystemInSteps(...configs) {\n  const config = mergeConfigs(...configs);\n  yield;\n',
    },
    {
      find: '  const tokens = createTokenDictionary({',
      replace: '  const tokens = yield* createTokenDictionaryInSteps({',
    },
    {
      find: '    prefix: cssVarsPrefix\n  });\n',
      replace: '    prefix: cssVarsPrefix\n  });\n  yield;\n',
    },
    {
      find: '  const utility = createUtility({\n    config: utilities,\n    tokens\n  });\n',
      replace:
        '  const utility = createUtility({\n    config: utilities,\n    tokens\n  });\n  yield;\n',
    },
    {
      find: "import { createTokenDictionary } from './token-dictionary.js';",
      replace: "import { createTokenDictionaryInSteps } from './token-dictionary.js';",
    },
  ],
  append: [
    atOnce('createSystem', 'createSystemInSteps', '...configs'),
    'createSystem.inSteps = createSystemInSteps;',
  ].join('\n'),
};

const TOKEN_DICTIONARY: PatchedModule = {
  file: /@chakra-ui\/react\/dist\/esm\/styled-system\/token-dictionary\.js$/,
  edits: [
    {
      find: 'function createTokenDictionary(options) {',
      replace: 'function* createTokenDictionaryInSteps(options) {',
    },
    {
      find: '  function build() {\n    applyMiddlewares("pre");\n    applyTransforms("pre");\n',
      replace:
        '  function* build() {\n    applyMiddlewares("pre");\n    applyTransforms("pre");\n    yield;\n',
    },
    {
      find: '    expandTokenReferences$1();\n',
      replace: '    expandTokenReferences$1();\n    yield;\n',
    },
    {
      find: '    applyTransforms("post");\n    setupViews();\n',
      replace: '    applyTransforms("post");\n    yield;\n    setupViews();\n',
    },
    {
      find: '  registerTokens();\n  registerTransform(...tokenTransforms);\n  registerMiddleware(...tokenMiddlewares);\n  build();\n',
      replace:
        '  registerTokens();\n  yield;\n  registerTransform(...tokenTransforms);\n  registerMiddleware(...tokenMiddlewares);\n  yield* build();\n',
    },
  ],
  append: [
    atOnce('createTokenDictionary', 'createTokenDictionaryInSteps', 'options'),
    'export { createTokenDictionaryInSteps };',
  ].join('\n'),
};

const MODULES = [SYSTEM, TOKEN_DICTIONARY];

/**
 * Rewrites Chakra's createSystem and its token dictionary into steps (above). The build fails
 * when a text to rewrite is not found once (another Chakra version): the app would otherwise
 * make its system in one long task again, silently.
 */
export function chakraSystemSteps(): Plugin {
  const patched = new Set<PatchedModule>();
  return {
    name: 'risema:chakra-system-steps',
    apply: 'build',
    transform(code, id) {
      const module = MODULES.find(({ file }) => file.test(id));
      if (!module) return null;
      try {
        const result = patchModule(code, module);
        patched.add(module);
        return { code: result, map: null };
      } catch (error) {
        return this.error(`${id}: ${(error as Error).message}`);
      }
    },
    buildEnd(error) {
      if (error) return;
      if (patched.size !== MODULES.length)
        this.error(`Chakra's createSystem in steps: ${patched.size} of ${MODULES.length} modules`);
    },
    generateBundle(_options, bundle) {
      // The steps reach the app only through this assignment: a bundler that dropped it (as
      // a side effect of a module marked free of them) would leave the app one long task.
      const kept = Object.values(bundle).some(
        (file) => file.type === 'chunk' && /\.inSteps\s*=/.test(file.code),
      );
      if (!kept)
        this.error("Chakra's createSystem in steps: `createSystem.inSteps` not in the bundle");
    },
  };
}
