// Prints the gzip size of the JavaScript the browser needs to show /login, and of the service
// worker's whole precache, from the last build (web/dist). Run with `npm run size` after
// `npm run build`.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = fileURLToPath(new URL('../dist', import.meta.url));
/**
 * Modules /login loads by itself after its first screen, each when first needed: the contract's
 * schemas at the first keystroke (the form is checked with them when sent), the service worker's
 * registration after load and idle. Reported apart.
 */
const LATER_MODULES = [
  { match: /^_contract-/, what: 'at the first keystroke, the contract' },
  { match: /virtual:pwa-register$/, what: 'after load and idle, the service worker registration' },
];
/** Goal of issue 18: the JavaScript /login needs, at most 100 KB gzip. */
const LOGIN_BUDGET_KB = 100;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const manifestPath = resolve(dist, '.vite/manifest.json');
if (!existsSync(manifestPath))
  fail(`No build manifest at ${manifestPath}: run \`npm run build\` first.`);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

const gzipped = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string) {
  let size = gzipped.get(file);
  if (!size) {
    const bytes = readFileSync(resolve(dist, file));
    size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    gzipped.set(file, size);
  }
  return size;
}

/**
 * A chunk and everything it imports statically (what the browser fetches before it runs); with
 * `dynamic`, what it loads on demand too.
 */
function staticClosure(key: string, into: Set<string>, dynamic = false): Set<string> {
  const chunk = manifest[key];
  if (!chunk) fail(`The build manifest has no ${key}.`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, into, dynamic);
  if (dynamic)
    for (const imported of chunk.dynamicImports ?? []) staticClosure(imported, into, true);
  return into;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) fail('The build manifest has no entry chunk.');
const loginHtmlPath = resolve(dist, 'login.html');
if (!existsSync(loginHtmlPath)) fail(`No ${loginHtmlPath}: run \`npm run build\` first.`);
// What login.html makes the browser fetch and run after its first paint: the files its loader
// names (web/build/login-loader.js), which are the entry chunk and its static imports (checked
// against the manifest).
const loginHtml = readFileSync(loginHtmlPath, 'utf8');
const loaderTag = /<script defer src="\/([^"]+)" data-entry="([^"]+)" data-preload="([^"]*)">/.exec(
  loginHtml,
);
if (!loaderTag) fail('login.html has no loader script naming the entry chunk.');
const referenced = new Set(
  `${loaderTag[2]} ${loaderTag[3]}`
    .split(' ')
    .filter(Boolean)
    .map((url) => url.replace(/^\//, '')),
);
const loginFiles = staticClosure(entryKey, new Set());
for (const file of loginFiles) {
  if (file.endsWith('.js') && !referenced.has(file)) fail(`login.html does not load ${file}.`);
}
const jsFiles = [loaderTag[1] ?? '', ...loginFiles].filter((file) => file.endsWith('.js'));

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
let loginRaw = 0;
let loginGzip = 0;
console.log(
  'JavaScript /login needs (login.html: its loader, the entry chunk and its static imports):',
);
for (const file of jsFiles) {
  const size = sizeOf(file);
  loginRaw += size.raw;
  loginGzip += size.gzip;
  console.log(
    `  ${file.padEnd(56)} ${kb(size.gzip).padStart(7)} KB gzip  ${kb(size.raw).padStart(7)} KB raw`,
  );
}
const verdict = loginGzip / 1024 <= LOGIN_BUDGET_KB ? 'met' : 'NOT MET';
console.log(
  `  total: ${jsFiles.length} files, ${kb(loginGzip)} KB gzip (${kb(loginRaw)} KB raw); goal ≤ ${LOGIN_BUDGET_KB} KB gzip: ${verdict}`,
);
for (const later of LATER_MODULES) {
  // Among the entry's dynamic imports (shared chunks are named after their first module).
  const key = manifest[entryKey]?.dynamicImports?.find((candidate) => later.match.test(candidate));
  if (!key) fail(`The entry chunk does not load ${String(later.match)} on demand.`);
  let gzip = 0;
  // Seeded with what /login already has, so the walk stops there (the entry loads every page).
  for (const file of staticClosure(key, new Set(loginFiles), true)) {
    if (!loginFiles.has(file) && file.endsWith('.js')) gzip += sizeOf(file).gzip;
  }
  console.log(`  then, ${later.what}: ${kb(gzip)} KB gzip`);
}

const swPath = resolve(dist, 'sw.js');
if (!existsSync(swPath)) fail(`No service worker at ${swPath}: run \`npm run build\` first.`);
const precached = [...readFileSync(swPath, 'utf8').matchAll(/url:"([^"]+)"/g)].map(
  (match) => match[1] ?? '',
);
let precacheRaw = 0;
let precacheGzip = 0;
let precacheJsGzip = 0;
for (const url of precached) {
  const size = sizeOf(url);
  precacheRaw += size.raw;
  precacheGzip += size.gzip;
  if (url.endsWith('.js')) precacheJsGzip += size.gzip;
}
console.log(
  `Whole precache: ${precached.length} entries, ${kb(precacheGzip)} KB gzip (${kb(precacheRaw)} KB raw), of which JavaScript ${kb(precacheJsGzip)} KB gzip`,
);
if (loginGzip / 1024 > LOGIN_BUDGET_KB) process.exitCode = 1;
