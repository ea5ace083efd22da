// `npm test`: every stage (typecheck and lint, format, build, tests, browser tests), each one's time
// printed as it ends and all of them again at the end. A stage starts once the stages it needs
// have passed; the first failure stops the run (the stages still running are ended). The code
// check, the build and the workspaces' tests start at once; the format check and the browser
// tests once the build has passed (the build, which the browser tests wait on, has the cores
// first). The checks' and the build's output is printed whole as each ends, the tests' lines
// streamed with the stage's name. Each stage is mostly one thread that waits much of its time (a
// browser test on Chromium and the app's timers, a server test on PostgreSQL or a process it
// started): side by side they keep both cores of a small machine busy, where one after another
// left one idle for most of the run.
import { spawn } from 'node:child_process';

/** name, npm arguments, the stages it needs, whether its lines stream as they come. */
const STAGES = [
  // Typecheck, then lint on the programs it built (scripts/check-code.mjs).
  { name: 'check', args: ['exec', '--', 'node', 'scripts/check-code.mjs'] },
  { name: 'build', args: ['run', 'build'] },
  { name: 'format', args: ['run', 'format:check'], needs: ['build'] },
  // The browser tests in two halves side by side (Vitest's shards, by file), each one file at
  // a time with its own Chromium: a browser test waits much of its time on Chromium and the
  // app's timers, and one file after another left a core idle for most of the run.
  ...[1, 2].map((shard) => ({
    name: `browser ${shard}/2`,
    args: ['exec', '--', 'vitest', 'run', '--project', 'web-e2e', `--shard=${shard}/2`],
    needs: ['build'],
    stream: true,
  })),
  {
    name: 'tests',
    args: [
      'exec',
      '--',
      'vitest',
      'run',
      ...['finance-core', 'sync-server', 'web', 'scripts'].flatMap((project) => [
        '--project',
        project,
      ]),
      // One file at a time, beside the browser tests' two halves.
      '--maxWorkers=1',
    ],
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
  console.log(`  ${name.padEnd(12)} ${seconds(result.took).padStart(9)}${status}`);
}
console.log(`  ${'total'.padEnd(12)} ${seconds(performance.now() - started).padStart(9)}`);
process.exit(failed ? failed.code || 1 : 0);
