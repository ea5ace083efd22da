/**
 * Where a server spends its CPU on upload + confirm (not a test): `npx tsx
 * sync-server/bench/upload-profile.ts`. Seeds one accountant with 3 companies × 24 periods
 * (SQLite), starts a real server (main.ts) in a child process, sends `WARMUP` (50) upload +
 * confirm of the MyReport sample one at a time, then 200 financial-data reads, then times `STEPS`
 * (300) reads and `STEPS` upload + confirm. Prints each of the server's threads' CPU time per
 * upload + confirm (user and system, from /proc: the main thread, the reader's worker, V8's
 * helper threads) and the medians. `PROFILE_DIR=dir` runs the server with `--cpu-prof` into that
 * directory and prints the measured window (`WINDOW start end`, in the profile's microseconds);
 * `SERVER_FLAGS="--trace-opt"` passes flags to the server's node.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { hashSessionToken, newSessionToken } from '../src/auth/tokens';
import { openStore } from '../src/db/store';
import { createRepositories } from '../src/repositories';
import { serverProcessEnv } from '../src/testing/server-process-env';
import { processCpuMs, send } from './load';
import { seedBench } from './seed';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const SAMPLE = 'myreport-padaria-lusitana-2025-12.xlsx';
const STEPS = Number(process.env.STEPS ?? 300);
const WARMUP = Number(process.env.WARMUP ?? 50);
const PROFILE_DIR = process.env.PROFILE_DIR;
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' } as const;
/** Kernel clock ticks in ms (Linux's USER_HZ is 100). */
const TICK_MS = 10;

/** Each thread's user and system CPU time in ms, by "tid name user|sys". */
function threadTimes(pid: number): Map<string, number> {
  const times = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      times.set(`${tid} ${name} user`, Number(fields[11]) * TICK_MS);
      times.set(`${tid} ${name} sys`, Number(fields[12]) * TICK_MS);
    } catch {
      // The thread ended meanwhile.
    }
  }
  return times;
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'risema-upload-profile-'));
  const location = { kind: 'sqlite' as const, dataDir };
  const seeded = await seedBench({
    location,
    sampleFile: path.join(repoRoot, 'fixtures', SAMPLE),
    accountants: 1,
    companies: 3,
    periods: 24,
  });
  const accountant = seeded.accountants[0];
  if (!accountant) throw new Error('nothing seeded');
  const store = openStore(location);
  const token = newSessionToken();
  try {
    const user = await createRepositories(store).users.findByEmail(accountant.email);
    if (!user) throw new Error('the seeded accountant is missing');
    await createRepositories(store).sessions.create(hashSessionToken(token), user.id);
  } finally {
    await store.close();
  }
  const child = spawn(
    process.execPath,
    [
      ...(PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR] : []),
      ...(process.env.SERVER_FLAGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      path.join(repoRoot, 'sync-server/src/main.ts'),
    ],
    {
      cwd: repoRoot,
      env: serverProcessEnv({
        dataDir,
        admin: { email: 'admin@risema.bench', password: 'bench-admin-password' },
      }),
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const url = await new Promise<URL>((resolve, reject) => {
      // The server logs a line per request: keep reading so its writes never block.
      const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
      lines.on('line', (line) => {
        const match = /listening on (http:\/\/\S+)/.exec(line);
        if (match?.[1]) resolve(new URL(match[1]));
      });
      child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
    });
    const pid = child.pid ?? 0;
    const agent = new http.Agent({ keepAlive: true });
    const sample = readFileSync(path.join(repoRoot, 'fixtures', SAMPLE));
    const { companyIds } = accountant;
    const auth = { ...BROWSER, Authorization: `Bearer ${token}` };
    const pick = <T>(items: readonly T[], i: number): T => items[i % items.length] as T;

    const uploadAndConfirm = async (i: number): Promise<number> => {
      const boundary = `----risema${Date.now()}`;
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="companyId"\r\n\r\n` +
            `${pick(companyIds, i)}\r\n--${boundary}\r\nContent-Disposition: form-data; ` +
            `name="document"; filename="${SAMPLE}"\r\nContent-Type: application/` +
            `vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
        ),
        sample,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const started = performance.now();
      const uploaded = await send(agent, url, {
        method: 'POST',
        path: '/api/documents/upload',
        headers: { ...auth, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        body,
      });
      if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}`);
      const { documentId } = JSON.parse(uploaded.body) as { documentId: string };
      const confirmed = await send(agent, url, {
        method: 'POST',
        path: `/api/documents/${documentId}/confirm`,
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: Buffer.from(JSON.stringify({ confirmedPeriod: pick(seeded.periods, i) })),
      });
      if (confirmed.status !== 200) throw new Error(`confirm answered ${confirmed.status}`);
      return performance.now() - started;
    };
    const read = async (i: number): Promise<number> => {
      const started = performance.now();
      const answer = await send(
        agent,
        url,
        {
          method: 'GET',
          path: `/api/companies/${pick(companyIds, i)}/financial-data?period=${pick(seeded.periods, i * 7)}`,
          headers: auth,
        },
        false,
      );
      if (answer.status !== 200) throw new Error(`financial data answered ${answer.status}`);
      return performance.now() - started;
    };

    for (let i = 0; i < WARMUP; i++) await uploadAndConfirm(i);
    for (let i = 0; i < 200; i++) await read(i);
    const reads: number[] = [];
    let cpuBefore = processCpuMs(pid) ?? 0;
    for (let i = 0; i < STEPS; i++) reads.push(await read(i));
    const readCpu = ((processCpuMs(pid) ?? 0) - cpuBefore) / STEPS;

    const windowStart = process.hrtime.bigint() / 1000n;
    const threadsBefore = threadTimes(pid);
    cpuBefore = processCpuMs(pid) ?? 0;
    const steps: number[] = [];
    for (let i = 0; i < STEPS; i++) steps.push(await uploadAndConfirm(i));
    const stepCpu = ((processCpuMs(pid) ?? 0) - cpuBefore) / STEPS;
    const threadsAfter = threadTimes(pid);
    const windowEnd = process.hrtime.bigint() / 1000n;

    console.log('Server threads, CPU per upload + confirm:');
    for (const [thread, ms] of threadsAfter) {
      const spent = ms - (threadsBefore.get(thread) ?? 0);
      if (spent > 0) console.log(`  ${thread}: ${Math.round((spent / STEPS) * 1000)} µs`);
    }
    if (PROFILE_DIR) console.log(`WINDOW ${windowStart} ${windowEnd}`);
    console.log(
      `financial data p50 ${median(reads).toFixed(2)} ms, ${Math.round(readCpu * 1000)} µs ` +
        `server CPU; upload + confirm p50 ${median(steps).toFixed(2)} ms, ` +
        `${Math.round(stepCpu * 1000)} µs server CPU; ratio of the p50s ` +
        `${(median(steps) / median(reads)).toFixed(1)}`,
    );
    agent.destroy();
  } finally {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
