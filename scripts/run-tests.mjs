// `npm test`: every stage (typecheck, lint, format, build, tests), each one's time printed as it
// ends and all of them again at the end; stops after the first step with a failed stage. The
// checks and the build depend on nothing but the sources, so they run at once (each is mostly
// one thread: together they keep both cores of a small machine busy), their output printed
// whole as each ends; the tests (which need the build) run after them.
import { spawn } from 'node:child_process';

const STEPS = [
  [
    ['typecheck', ['run', 'typecheck']],
    ['lint', ['run', 'lint']],
    ['format', ['run', 'format:check']],
    ['build', ['run', 'build']],
  ],
  [['tests', ['exec', '--', 'vitest', 'run']]],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs one stage; resolves to its exit code and time. Alone in its step it has the terminal;
 * beside others its output is kept and printed in one piece when it ends.
 */
function run(name, args, alone) {
  const started = performance.now();
  console.log(`▶ ${name}: npm ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(npm, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const done = (code) => {
      const took = performance.now() - started;
      if (!alone && output.length > 0) {
        console.log(`\n── ${name} ──`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`■ ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds(took)}`);
      resolve({ name, took, code });
    };
    child.on('error', (error) => {
      console.error(error);
      done(1);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const times = [];
const started = performance.now();
let failed = null;
for (const step of STEPS) {
  console.log('');
  const results = await Promise.all(step.map(([name, args]) => run(name, args, step.length === 1)));
  times.push(...results);
  const failure = results.find((result) => result.code !== 0);
  if (failure) {
    failed = failure.code;
    break;
  }
}

console.log('\nStage times:');
for (const { name, took, code } of times) {
  console.log(`  ${name.padEnd(10)} ${seconds(took).padStart(9)}${code === 0 ? '' : '  FAILED'}`);
}
console.log(`  ${'total'.padEnd(10)} ${seconds(performance.now() - started).padStart(9)}`);
process.exit(failed ?? 0);
