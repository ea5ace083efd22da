/**
 * `npm run bench:web`: the browser benchmarks of the web app, one scenario after another, each
 * with its own real server and Chromium over the built app (`npm run build`, or RISEMA_WEB_DIST).
 * A benchmark, not a test: it prints figures and targets. `npm run bench:web -- lists` runs the
 * scenarios whose name contains `lists`.
 *
 * A scenario is one file exporting `run…(): Promise<void>` and one line in SCENARIOS.
 */
export interface WebBenchScenario {
  name: string;
  run(): Promise<void>;
}

const SCENARIOS: readonly WebBenchScenario[] = [
  { name: 'lists', run: async () => (await import('./lists')).runListsBench() },
  { name: 'analysis', run: async () => (await import('./analysis')).runCompanyAnalysisBench() },
  { name: 'tab-switch', run: async () => (await import('./tab-switch')).runTabSwitchBench() },
  { name: 'reload', run: async () => (await import('./reload')).runReloadBench() },
  { name: 'lighthouse', run: async () => (await import('./lighthouse')).runLighthouseBench() },
  {
    name: 'return-visit-profile',
    run: async () => (await import('./return-visit-profile')).runReturnVisitProfile(),
  },
  { name: 'portfolio', run: async () => (await import('./portfolio')).runPortfolioBench() },
];

async function main(): Promise<void> {
  const filter = process.argv[2];
  const chosen = SCENARIOS.filter((scenario) => !filter || scenario.name.includes(filter));
  if (chosen.length === 0) throw new Error(`no scenario matches "${filter}"`);
  for (const scenario of chosen) {
    console.log(`\n== ${scenario.name}`);
    await scenario.run();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
