// Browser tests and benchmarks drive Debian's Chromium (never a test tool's own download): the
// tests its headless shell, the benchmarks the full browser. Install whichever is missing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const BROWSERS = [
  { path: '/usr/bin/chromium', pkg: 'chromium' },
  { path: '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell' },
];

const missing = BROWSERS.filter(({ path }) => !existsSync(path));
for (const { path } of BROWSERS.filter((browser) => !missing.includes(browser))) {
  console.log(`${path} is present.`);
}
if (missing.length > 0) {
  const asRoot = process.getuid?.() === 0;
  const run = (args) =>
    execFileSync(asRoot ? args[0] : 'sudo', asRoot ? args.slice(1) : args, { stdio: 'inherit' });
  const packages = missing.map(({ pkg }) => pkg);
  console.log(`Installing Debian ${packages.join(' and ')} for the browser tests…`);
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', ...packages]);
}
