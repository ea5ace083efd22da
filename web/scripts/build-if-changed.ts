// `npm start`'s first step: builds the web app (`npm run build`) only when its sources changed
// since the last build, or when there is none; otherwise says so and leaves web/dist alone.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildIsCurrent, sourceStamp, writeStamp } from './build-stamp';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = fileURLToPath(new URL('../dist', import.meta.url));

// Taken before building: a source edited during the build makes the next start build again.
const stamp = sourceStamp(root);
if (buildIsCurrent(dist, stamp)) {
  console.log('web/dist is up to date (no source changed since the last build): not rebuilding.');
} else {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeStamp(dist, stamp);
}
