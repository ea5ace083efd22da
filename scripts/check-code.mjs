// Typecheck and lint in one process: `node scripts/check-code.mjs [typecheck] [lint]` (both when
// none is named). The linter's type-aware rules need the same TypeScript programs the typecheck
// builds; run apart, ESLint built and typed them all again (some 40 % of its time). Here the
// typecheck's programs, already checked, are handed to ESLint (`parserOptions.programs`), which
// then only reads their types; the lint step then checks the same programs for import cycles
// (import-cycles.mjs). The typecheck is incremental: its state is kept in
// node_modules/.cache/typecheck, so a second run rechecks only what changed.
// `npm run lint` stays plain ESLint (file arguments, --fix, editors): eslint.config.js names the
// same two programs as projects; it has no cycle check (`npm run check` has).
import { mkdirSync } from 'node:fs';
import ts from 'typescript';
import { ESLint } from 'eslint';
import { importCycles } from './import-cycles.mjs';

/** Every program the typecheck checks, and whether the linter reads its types. */
const PROGRAMS = [
  // The Node side: the root's configs, finance-core and sync-server share their options.
  { config: 'tsconfig.node.json', cache: 'node', lint: true },
  // finance-core again with no Node or DOM types: the library stays pure.
  { config: 'finance-core/tsconfig.lib.json', cache: 'finance-core-lib', lint: false },
  // The web app's program holds the finance-core and sync-server files the app and its tests
  // import: the Node side's program checks them (finance-core's too, with no Node or DOM types),
  // so this one reports only the web app's own files. Their types are still read as the web
  // files use them, which is all the linter needs.
  { config: 'web/tsconfig.json', cache: 'web', lint: true, own: 'web' },
];
const CACHE = 'node_modules/.cache/typecheck';
/** The folders whose modules are checked for import cycles: the workspaces' code. */
const CYCLE_FOLDERS = ['finance-core/src', 'sync-server/src', 'web/src'].map(
  (folder) => `${ts.sys.resolvePath(folder)}/`,
);
/** Whether a file is checked for import cycles: tests aside (no module imports one). */
const cycleChecked = (fileName) =>
  CYCLE_FOLDERS.some((folder) => fileName.startsWith(folder)) &&
  /(?<!\.test|\.d)\.tsx?$/.test(fileName);

const steps = process.argv.slice(2);
const unknown = steps.filter((step) => step !== 'typecheck' && step !== 'lint');
if (unknown.length > 0) {
  console.error(`Unknown step ${unknown.join(', ')}: name typecheck, lint or both.`);
  process.exit(2);
}
const typecheck = steps.length === 0 || steps.includes('typecheck');
const lint = steps.length === 0 || steps.includes('lint');

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const formatHost = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: ts.sys.getCurrentDirectory,
  getNewLine: () => ts.sys.newLine,
};
const configHost = {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
    console.error(ts.formatDiagnosticsWithColorAndContext([diagnostic], formatHost));
    process.exit(2);
  },
};

/**
 * Builds one program (incrementally) and, when typechecking, reports its diagnostics: of every
 * file in it, or with `own`, of the files under that folder only.
 */
function build({ config, cache, own }) {
  const parsed = ts.getParsedCommandLineOfConfigFile(config, {}, configHost);
  const options = {
    ...parsed.options,
    incremental: true,
    tsBuildInfoFile: `${CACHE}/${cache}.tsbuildinfo`,
  };
  const builder = ts.createIncrementalProgram({
    rootNames: parsed.fileNames,
    options,
    projectReferences: parsed.projectReferences,
    configFileParsingDiagnostics: parsed.errors,
  });
  if (!typecheck) return { program: builder.getProgram(), errors: 0 };
  const diagnostics = [
    ...builder.getConfigFileParsingDiagnostics(),
    ...builder.getOptionsDiagnostics(),
    ...builder.getSyntacticDiagnostics(),
    ...builder.getGlobalDiagnostics(),
    ...(own === undefined
      ? builder.getSemanticDiagnostics()
      : builder
          .getSourceFiles()
          .filter((file) => file.fileName.startsWith(`${ts.sys.resolvePath(own)}/`))
          .flatMap((file) => builder.getSemanticDiagnostics(file))),
  ];
  // With noEmit this writes only the incremental state.
  builder.emit();
  if (diagnostics.length > 0) {
    console.log(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost));
  }
  return { program: builder.getProgram(), errors: diagnostics.length };
}

const started = performance.now();
mkdirSync(CACHE, { recursive: true });
const programs = [];
let typeErrors = 0;
for (const entry of PROGRAMS) {
  if (!typecheck && !entry.lint) continue;
  const since = performance.now();
  const { program, errors } = build(entry);
  typeErrors += errors;
  if (entry.lint) programs.push(program);
  if (typecheck) console.log(`typecheck ${entry.config}: ${errors} errors in ${seconds(since)}`);
}

let lintProblems = 0;
if (lint) {
  const since = performance.now();
  const eslint = new ESLint({
    // Only the TypeScript files: the config turns type information off for plain JavaScript.
    overrideConfig: [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parserOptions: { programs, project: null } },
      },
    ],
  });
  const results = await eslint.lintFiles(['.']);
  lintProblems = results.reduce((sum, result) => sum + result.errorCount + result.warningCount, 0);
  const report = await (await eslint.loadFormatter('stylish')).format(results);
  if (report) console.log(report);
  console.log(`lint: ${lintProblems} problems in ${results.length} files in ${seconds(since)}`);

  // No import cycles (scripts/import-cycles.mjs), on the same programs.
  const cyclesSince = performance.now();
  const { modules, cycles } = importCycles(programs, cycleChecked);
  for (const cycle of cycles) console.log(`import cycle among ${cycle.join(', ')}`);
  lintProblems += cycles.length;
  console.log(
    `import cycles: ${cycles.length} among ${modules} modules in ${seconds(cyclesSince)}`,
  );
}
console.log(`check-code: ${seconds(started)}`);
process.exit(typeErrors > 0 || lintProblems > 0 ? 1 : 0);
