// Browser tests drive Debian's Chromium (never a test tool's own download). Install it when missing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (existsSync(CHROMIUM)) {
  console.log(`${CHROMIUM} is present.`);
} else {
  const asRoot = process.getuid?.() === 0;
  const run = (args) =>
    execFileSync(asRoot ? args[0] : 'sudo', asRoot ? args.slice(1) : args, { stdio: 'inherit' });
  console.log('Installing Debian chromium for the browser tests…');
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']);
}
