#!/usr/bin/env node
// `npm run bench` (issue 2): benchmark figures, not timed tests. Prints
//  (a) the initial route's JS, gzipped (target ≤ 120 KB);
//  (b) the Lighthouse mobile performance score and CLS of each demo brand's menu home in Debian's
//      Chromium (targets ≥ 90, CLS ≤ 0.05);
//  (c) menus/get-brand-menu throughput next to a static JSON route of the same bytes on the same
//      server (autocannon on loopback; target ≥ 0.5×), each without Accept-Encoding (identity) and
//      with `accept-encoding: br, gzip` as browsers send (issue 6: menu br ≥ 0.8× menu identity; the
//      static route serves br copies made at start, like precompressed static files).
// and writes bench/results/latest.json. Runs its own server on a fresh PGlite folder.
// `--only throughput` skips (a) and (b) and writes bench/results/throughput.json instead.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const port = Number(process.env.BENCH_PORT ?? 8282);
const origin = `http://127.0.0.1:${port}`;
const brands = ['burgerato', 'alnile'];
const results = { at: new Date().toISOString(), node: process.version, cpus: os.cpus().length };
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg >= 0 ? process.argv[onlyArg + 1] : undefined;
if (only !== undefined && only !== 'throughput')
  throw new Error(`--only: expected "throughput", got "${only}"`);
const throughputOnly = only === 'throughput';
/** What browsers send (Chromium: `gzip, deflate, br, zstd`; the server picks br either way). */
const BROWSER_ENCODINGS = 'br, gzip';

// ---------------------------------------------------------------- (a) initial JS, gzipped
function buildWeb() {
  console.log('building the web (npm run build -w apps/web)…');
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('web build failed');
}

function jsSize() {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(path.join(dist, 'index.html')) || !existsSync(manifestFile)) buildWeb();
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  /** A manifest chunk and its static imports, as files. */
  const closure = (key, seen = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const imp of chunk.imports ?? []) closure(imp, seen);
    return seen;
  };
  // The document's own scripts: the entry and its modulepreload links (cross-check of the manifest).
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const htmlScripts = [
    ...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/?([^"]+\.js)"/g),
  ].map((m) => m[1]);
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const initial = closure(entryKey);
  for (const f of htmlScripts) initial.add(f);
  const sum = (files) => [...files].reduce((t, f) => t + gz(f), 0);
  const entryBytes = sum(initial);
  const out = { entryFiles: [...initial], entryGzipKB: kb(entryBytes), routes: {} };
  const homes = {
    burgerato: 'src/features/menu/screens/brand-home.tsx',
    alnile: 'src/features/stores/screens/outlet-home.tsx',
  };
  for (const [brand, key] of Object.entries(homes)) {
    const files = closure(key, new Set(initial));
    const routeOnly = [...files].filter((f) => !initial.has(f));
    out.routes[brand] = {
      homeChunk: manifest[key]?.file ?? null,
      initialRouteGzipKB: kb(sum(files)),
      routeOnlyGzipKB: kb(sum(routeOnly)),
    };
  }
  out.initialRouteGzipKB = Math.max(
    out.entryGzipKB,
    ...Object.values(out.routes).map((r) => r.initialRouteGzipKB),
  );
  return out;
}

// ---------------------------------------------------------------- the bench's server
async function startServer(dataDir, extraEnv = {}) {
  const env = {
    ...process.env,
    PORT: String(port),
    SUFRA_DATA_DIR: dataDir,
    // Demo mode (demo brands, dev outbox); production refuses demo mode (decision 0010).
    SUFRA_DEMO_MODE: 'true',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/api/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error('the server exited while starting');
    try {
      const res = await fetch(`${origin}/api/docs`);
      if (res.ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  if (Date.now() >= deadline) throw new Error('the server did not start within 120 s');
  return {
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

async function call(pathname, body, headers = {}) {
  const res = await fetch(`${origin}/api/v1/${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

// ---------------------------------------------------------------- (b) Lighthouse mobile
async function lighthouseRuns() {
  if (!existsSync(chromium)) return { skipped: `Chromium not installed (${chromium})` };
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: chromium,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const out = {};
  try {
    for (const brand of brands) {
      const url = `http://localhost:${port}/${brand}`;
      // A first visit warms the server's caches; the measured run is the second.
      await fetch(url).catch(() => {});
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result.lhr;
      const audit = (id) => lhr.audits[id]?.numericValue;
      out[brand] = {
        url,
        performance:
          lhr.categories.performance.score === null
            ? null
            : Math.round(lhr.categories.performance.score * 100),
        cls: audit('cumulative-layout-shift'),
        lcpMs: Math.round(audit('largest-contentful-paint') ?? 0),
        fcpMs: Math.round(audit('first-contentful-paint') ?? 0),
        tbtMs: Math.round(audit('total-blocking-time') ?? 0),
        runtimeError: lhr.runtimeError?.message ?? null,
      };
    }
  } finally {
    await chrome.kill();
  }
  return out;
}

// ---------------------------------------------------------------- (c) throughput
async function throughput(url, opts) {
  const { default: autocannon } = await import('autocannon');
  const run = (duration) =>
    autocannon({ url, connections: 10, pipelining: 1, duration, ...opts }).then((r) => ({
      reqPerSec: Math.round(r.requests.average),
      latencyP50Ms: r.latency.p50,
      latencyP99Ms: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors,
    }));
  await run(2); // warm-up
  return run(10);
}

// ---------------------------------------------------------------- main
const tmp = mkdtempSync(path.join(os.tmpdir(), 'sufra-bench-'));
const dataDir = path.join(tmp, 'data');
let server;
try {
  if (!throughputOnly) results.js = jsSize();

  server = await startServer(dataDir);
  const settings = JSON.parse(
    (await call('branding/getBrandSettings', { temporaryDomainName: 'burgerato', language: 'EN' })).bytes,
  );
  const brandId = settings.data?.brand?._id;
  if (!brandId) throw new Error(`branding/getBrandSettings: ${JSON.stringify(settings).slice(0, 200)}`);
  const menuBody = { brandId, language: 'EN' };
  const menu = await call('menus/get-brand-menu', menuBody);
  if (!menu.res.ok) throw new Error(`menus/get-brand-menu answered ${menu.res.status}`);
  const menuFile = path.join(tmp, 'menu.json');
  writeFileSync(menuFile, menu.bytes);

  if (!throughputOnly) results.lighthouse = await lighthouseRuns();
  await server.stop();

  // The same server process serves the captured bytes at GET /api/bench/static.json.
  server = await startServer(dataDir, { SUFRA_BENCH_STATIC_FILE: menuFile });
  const staticRes = await fetch(`${origin}/api/bench/static.json`);
  const staticBytes = Buffer.from(await staticRes.arrayBuffer());
  if (!staticRes.ok || !staticBytes.equals(menu.bytes)) {
    throw new Error(`GET /api/bench/static.json does not answer the captured bytes (${staticRes.status})`);
  }
  // Both routes answer br to what browsers send, and the same bytes once decoded.
  const brHeaders = { 'accept-encoding': BROWSER_ENCODINGS };
  const brMenu = await call('menus/get-brand-menu', menuBody, brHeaders);
  const brStatic = await fetch(`${origin}/api/bench/static.json`, { headers: brHeaders });
  for (const [name, res, bytes] of [
    ['menus/get-brand-menu', brMenu.res, brMenu.bytes],
    ['GET /api/bench/static.json', brStatic, Buffer.from(await brStatic.arrayBuffer())],
  ]) {
    if (res.headers.get('content-encoding') !== 'br' || !bytes.equals(menu.bytes)) {
      throw new Error(
        `${name} does not answer br for "${BROWSER_ENCODINGS}" (${res.headers.get('content-encoding')})`,
      );
    }
  }
  const brBytes = Number(brMenu.res.headers.get('content-length'));
  const menuRequest = (headers) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(menuBody),
  });
  const dynamic = await throughput(`${origin}/api/v1/menus/get-brand-menu`, menuRequest({}));
  const dynamicBr = await throughput(`${origin}/api/v1/menus/get-brand-menu`, menuRequest(brHeaders));
  const stat = await throughput(`${origin}/api/bench/static.json`, { method: 'GET' });
  const statBr = await throughput(`${origin}/api/bench/static.json`, { method: 'GET', headers: brHeaders });
  const ratio = (a, b) => Math.round((a.reqPerSec / b.reqPerSec) * 100) / 100;
  results.throughput = {
    bytes: menu.bytes.length,
    brBytes,
    acceptEncoding: BROWSER_ENCODINGS,
    getBrandMenu: dynamic,
    getBrandMenuBr: dynamicBr,
    staticJson: stat,
    staticJsonBr: statBr,
    ratio: ratio(dynamic, stat),
    ratioBr: ratio(dynamicBr, statBr),
    ratioBrToIdentity: ratio(dynamicBr, dynamic),
  };
} finally {
  if (server) await server.stop();
  rmSync(tmp, { recursive: true, force: true });
}

// ---------------------------------------------------------------- report
const verdict = (ok) => (ok ? 'ok' : 'MISSED');
const rows = [];
const js = results.js ?? { routes: {} };
if (results.js) rows.push(['initial JS (entry + static imports), gzip', `${js.entryGzipKB} KB`, '', '']);
for (const [brand, r] of Object.entries(js.routes)) {
  rows.push([
    `initial route JS of /${brand} (+ home chunk), gzip`,
    `${r.initialRouteGzipKB} KB`,
    '≤ 120 KB',
    verdict(r.initialRouteGzipKB <= 120),
  ]);
}
if (!results.lighthouse) {
  // --only throughput
} else if (results.lighthouse.skipped) rows.push(['Lighthouse', results.lighthouse.skipped, '', '']);
else {
  for (const [brand, r] of Object.entries(results.lighthouse)) {
    rows.push([
      `Lighthouse mobile performance /${brand}`,
      String(r.performance),
      '≥ 90',
      verdict(r.performance >= 90),
    ]);
    rows.push([`  CLS /${brand}`, r.cls?.toFixed(3) ?? 'n/a', '≤ 0.05', verdict(r.cls <= 0.05)]);
    rows.push([`  LCP / FCP / TBT /${brand}`, `${r.lcpMs} / ${r.fcpMs} / ${r.tbtMs} ms`, '', '']);
  }
}
const t = results.throughput;
rows.push([`menus/get-brand-menu (${kb(t.bytes)} KB)`, `${t.getBrandMenu.reqPerSec} req/s`, '', '']);
rows.push(['static JSON, same bytes, same server', `${t.staticJson.reqPerSec} req/s`, '', '']);
rows.push(['ratio get-brand-menu / static', `${t.ratio}×`, '≥ 0.5×', verdict(t.ratio >= 0.5)]);
rows.push([
  `menus/get-brand-menu, accept-encoding: ${t.acceptEncoding} (br ${kb(t.brBytes)} KB)`,
  `${t.getBrandMenuBr.reqPerSec} req/s`,
  '',
  '',
]);
rows.push([`static JSON, accept-encoding: ${t.acceptEncoding}`, `${t.staticJsonBr.reqPerSec} req/s`, '', '']);
rows.push(['ratio get-brand-menu br / static br', `${t.ratioBr}×`, '', '']);
rows.push([
  'ratio get-brand-menu br / get-brand-menu identity',
  `${t.ratioBrToIdentity}×`,
  '≥ 0.8×',
  verdict(t.ratioBrToIdentity >= 0.8),
]);
const widths = [0, 1, 2, 3].map((i) =>
  Math.max(...rows.map((r) => r[i].length), ['figure', 'value', 'target', ''][i].length),
);
const line = (r) => r.map((c, i) => c.padEnd(widths[i])).join('  ');
console.log(
  `\nSufra bench — ${results.at} — Node ${results.node}, ${results.cpus} CPUs (autocannon: 10 connections, 10 s, loopback)`,
);
console.log(line(['figure', 'value', 'target', '']));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const r of rows) console.log(line(r));
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
const resultsFile = `bench/results/${throughputOnly ? 'throughput' : 'latest'}.json`;
writeFileSync(path.join(root, resultsFile), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nwritten: ${resultsFile}`);
