// `npm test`: every stage (typecheck and lint, format, build, tests, browser tests), each one's time
// printed as it ends and all of them again at the end. A stage starts once the stages it needs
// have passed; the first failure stops the run (the stages still running are ended). The code
// check (one thread) and the build start at once, their output printed whole as each ends; the
// format check waits for the build, which the browser tests wait on, so the build has the second
// core to itself. The browser tests need only the build, and the workspaces' tests only the
// checks: the two run side by side, each one file at a time, their lines streamed with the
// stage's name. A browser test spends much of its time waiting (on Chromium, on the app's
// timers), so the other files fill the second core meanwhile instead of running before them.
import { spawn } from 'node:child_process';

const CHECKS = ['check', 'format'];
/** name, npm arguments, the stages it needs, whether its lines stream as they come. */
const STAGES = [
  // Typecheck, then lint on the programs it built (scripts/check-code.mjs).
  { name: 'check', args: ['exec', '--', 'node', 'scripts/check-code.mjs'] },
  { name: 'build', args: ['run', 'build'] },
  { name: 'format', args: ['run', 'format:check'], needs: ['build'] },
  {
    name: 'browser',
    args: ['exec', '--', 'vitest', 'run', '--project', 'web-e2e'],
    needs: ['build'],
    stream: true,
  },
  {
    name: 'tests',
    args: [
      'exec',
      '--',
      'vitest',
      'run',
      ...['finance-core', 'sync-server', 'web'].flatMap((project) => ['--project', project]),
      // One file at a time beside the browser tests' one: together, two (vitest.config.ts).
      '--maxWorkers=1',
    ],
    needs: CHECKS,
    stream: true,
  },
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const children = new Set();

/** Writes a stream's lines as they complete, each after the stage's name. */
function prefixLines(stream, name) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (text) => {
    const lines = (rest + text).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => {
    if (rest) process.stdout.write(`[${name}] ${rest}\n`);
  });
}

/** Runs one stage; resolves to its exit code and time. */
function run({ name, args, stream }) {
  const started = performance.now();
  console.log(`▶ ${name}: npm ${args.join(' ')}`);
  return new Promise((resolve) => {
    // Its own process group, so a stop ends what npm started too.
    const child = spawn(npm, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    children.add(child);
    const output = [];
    if (stream) {
      prefixLines(child.stdout, name);
      prefixLines(child.stderr, name);
    } else {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    let ended = false;
    const done = (code) => {
      if (ended) return;
      ended = true;
      children.delete(child);
      const took = performance.now() - started;
      if (output.length > 0) {
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

/** Ends every stage still running (its whole process group). */
function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

const started = performance.now();
const results = new Map();
const running = new Map();
let failed = null;
while (failed === null && results.size < STAGES.length) {
  for (const stage of STAGES) {
    if (results.has(stage.name) || running.has(stage.name)) continue;
    if ((stage.needs ?? []).every((need) => results.get(need)?.code === 0)) {
      running.set(stage.name, run(stage));
    }
  }
  const result = await Promise.race(running.values());
  running.delete(result.name);
  results.set(result.name, result);
  if (result.code !== 0) failed = result;
}
if (failed) {
  stopAll();
  for (const result of await Promise.all(running.values())) results.set(result.name, result);
}

console.log('\nStage times:');
for (const { name } of STAGES) {
  const result = results.get(name);
  if (!result) continue;
  const status = result.code === 0 ? '' : result === failed ? '  FAILED' : '  stopped';
  console.log(`  ${name.padEnd(10)} ${seconds(result.took).padStart(9)}${status}`);
}
console.log(`  ${'total'.padEnd(10)} ${seconds(performance.now() - started).padStart(9)}`);
process.exit(failed ? failed.code || 1 : 0);
