// `npm test`: every stage in order (typecheck, lint, format, build, tests), each one's time
// printed as it ends and all of them again at the end; stops at the first stage that fails.
import { spawn } from 'node:child_process';

const STAGES = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['format', ['run', 'format:check']],
  ['build', ['run', 'build']],
  ['tests', ['exec', '--', 'vitest', 'run']],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs one stage with the terminal attached; resolves to its exit code. */
function run(args) {
  return new Promise((resolve) => {
    const child = spawn(npm, args, { stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const times = [];
const started = performance.now();
let failed = null;
for (const [name, args] of STAGES) {
  console.log(`\n▶ ${name}: npm ${args.join(' ')}`);
  const stageStart = performance.now();
  const code = await run(args);
  const took = performance.now() - stageStart;
  times.push([name, took, code]);
  console.log(`■ ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds(took)}`);
  if (code !== 0) {
    failed = code;
    break;
  }
}

console.log('\nStage times:');
for (const [name, took, code] of times) {
  console.log(`  ${name.padEnd(10)} ${seconds(took).padStart(9)}${code === 0 ? '' : '  FAILED'}`);
}
console.log(`  ${'total'.padEnd(10)} ${seconds(performance.now() - started).padStart(9)}`);
process.exit(failed ?? 0);
