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
/** The module whose chunk draws /login (router.tsx loads it lazily). */
const LOGIN_MODULE = 'src/features/login/login-route.tsx';
/**
 * Modules the shell loads by itself right after the first paint (toasts after a short delay,
 * service worker registration): not needed to draw /login, reported apart.
 */
const AFTER_PAINT_MODULES = [
  'src/components/toaster.tsx',
  '../node_modules/workbox-window/build/workbox-window.prod.es5.mjs',
];
/** Target of issue 4: the JavaScript of /login under 200 KB gzip. */
const LOGIN_BUDGET_KB = 200;

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

/** A chunk and everything it imports statically (what the browser fetches before it runs). */
function staticClosure(key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk) fail(`The build manifest has no ${key}.`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, into);
  return into;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) fail('The build manifest has no entry chunk.');
const loginFiles = staticClosure(LOGIN_MODULE, staticClosure(entryKey, new Set()));
const jsFiles = [...loginFiles].filter((file) => file.endsWith('.js'));

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
let loginRaw = 0;
let loginGzip = 0;
console.log('JavaScript needed to show /login (entry chunk + login route, static imports):');
for (const file of jsFiles) {
  const size = sizeOf(file);
  loginRaw += size.raw;
  loginGzip += size.gzip;
  console.log(
    `  ${file.padEnd(56)} ${kb(size.gzip).padStart(7)} KB gzip  ${kb(size.raw).padStart(7)} KB raw`,
  );
}
console.log(
  `  total: ${jsFiles.length} files, ${kb(loginGzip)} KB gzip (${kb(loginRaw)} KB raw); target < ${LOGIN_BUDGET_KB} KB gzip`,
);

const afterPaint = new Set<string>();
for (const key of AFTER_PAINT_MODULES) if (manifest[key]) staticClosure(key, afterPaint);
let afterPaintGzip = 0;
for (const file of afterPaint) {
  if (!loginFiles.has(file) && file.endsWith('.js')) afterPaintGzip += sizeOf(file).gzip;
}
console.log(
  `  then, after the first paint: toasts and service worker registration, ${kb(afterPaintGzip)} KB gzip (total with them: ${kb(loginGzip + afterPaintGzip)} KB)`,
);

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
if (loginGzip / 1024 >= LOGIN_BUDGET_KB) process.exitCode = 1;
