// One linter for the whole repository: type-aware rules for TypeScript, hooks rules for React.
// Import cycles are checked beside it on the typecheck's programs (scripts/import-cycles.mjs).
import { dirname, resolve, sep } from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const noDefaultExport = {
  selector: 'ExportDefaultDeclaration',
  message: 'Use named exports; default exports are for React route modules and tool configs only.',
};

/** The web feature folder a path lies in (web/src/features/<name>/...), or null. */
function featureOf(path) {
  const marker = `${sep}web${sep}src${sep}features${sep}`;
  const at = path.indexOf(marker);
  return at < 0 ? null : path.slice(at + marker.length).split(sep)[0];
}

/** A web feature never imports another feature: shared code goes to components/ or data/. */
const featureBoundary = {
  meta: {
    type: 'problem',
    messages: {
      crossFeature:
        'Feature "{{from}}" imports feature "{{to}}": move the shared code to components/ or data/.',
    },
  },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const to = featureOf(resolve(dirname(context.filename), source.value));
      if (to && to !== from)
        context.report({ node, messageId: 'crossFeature', data: { from, to } });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'web/dev-dist/**',
      'web/public/**',
      'web/e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      // Two programs, as the typecheck's: the Node side's (the root's configs, finance-core and
      // sync-server share their options) and the web app's. The project service would open one
      // per workspace tsconfig, each parsing and typing finance-core's files again.
      parserOptions: {
        project: ['./tsconfig.node.json', './web/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': ['error', noDefaultExport],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // finance-core runs unchanged in a Web Worker and on the server: no Node built-ins in the library.
    files: ['finance-core/src/**/*.ts'],
    ignores: [
      'finance-core/src/**/*.test.ts',
      'finance-core/src/cli/**',
      'finance-core/src/testing/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'os', 'crypto', 'buffer', 'zlib'],
              message: 'finance-core is pure: no Node built-ins.',
            },
          ],
        },
      ],
    },
  },
  {
    // finance-core layers run one way: figures (analysis) → insights → views. The library's
    // pure-code rule above is repeated because a later no-restricted-imports replaces it.
    files: ['finance-core/src/analysis/**/*.ts', 'finance-core/src/insights/**/*.ts'],
    ignores: ['finance-core/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'os', 'crypto', 'buffer', 'zlib'],
              message: 'finance-core is pure: no Node built-ins.',
            },
            {
              group: ['**/views', '**/views/**'],
              message: 'Views sit above analysis and insights: figures → insights → views.',
            },
            {
              group: ['**/reader', '**/reader/**'],
              message: 'Analysis and insights work on stored data, never on the workbook reader.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['finance-core/src/analysis/**/*.ts'],
    ignores: ['finance-core/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'os', 'crypto', 'buffer', 'zlib'],
              message: 'finance-core is pure: no Node built-ins.',
            },
            {
              group: ['**/views', '**/views/**', '**/insights', '**/insights/**'],
              message: 'Analysis holds the figures: it imports neither insights nor views.',
            },
            {
              group: ['**/reader', '**/reader/**'],
              message: 'Analysis and insights work on stored data, never on the workbook reader.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The web app's house rules: features stay apart; the server is reached over HTTP only.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/testing/**'],
    plugins: { risema: { rules: { 'feature-boundary': featureBoundary } } },
    rules: {
      'risema/feature-boundary': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@risema/sync-server', '@risema/sync-server/*', '**/sync-server/**'],
              message:
                'The web app talks to the server over HTTP only (sync-server in tests only).',
            },
          ],
        },
      ],
    },
  },
  {
    // sync-server layers: routes → http (answers) and repositories (SQL); repositories hold SQL
    // only and know nothing of HTTP; http builds answers and never reaches into middleware.
    files: ['sync-server/src/repositories/**/*.ts'],
    ignores: ['sync-server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['hono', 'hono/*', '@hono/*', '**/http', '**/http/**', 'node:zlib', 'zlib'],
              message: 'Repositories hold SQL only: answers are built in sync-server/src/http.',
            },
            {
              group: ['**/routes/**', '**/middleware/**', '**/access/**'],
              message: 'Repositories sit below routes and middleware.',
            },
            {
              group: ['@risema/finance-core/*', '!@risema/finance-core/contract'],
              message: 'Domain derivations go through finance-core in the route, not the store.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['sync-server/src/http/**/*.ts'],
    ignores: ['sync-server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/middleware', '**/middleware/**', '**/routes', '**/routes/**'],
              message: 'http/ builds answers: middleware and routes use it, never the reverse.',
            },
            {
              group: ['better-sqlite3', 'kysely', 'pg', '**/db/**'],
              message: 'SQL stays behind sync-server/src/repositories.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'sync-server/src/routes/**/*.ts',
      'sync-server/src/middleware/**/*.ts',
      'sync-server/src/access/**/*.ts',
    ],
    ignores: ['sync-server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['better-sqlite3', 'kysely', 'pg', '**/db/**'],
              message: 'SQL stays behind sync-server/src/repositories.',
            },
          ],
        },
      ],
    },
  },
  {
    // React route modules (lazy-loaded), tool configs and Vitest environments may export a default.
    files: [
      'web/src/**/*-route.tsx',
      '*.config.{ts,js}',
      '**/vitest.config.ts',
      '**/*-environment.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
