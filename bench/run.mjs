// `npm run bench`: what the player costs next to a hand-written floor, in headless Chromium and
// Node. Benchmarks print figures; they never pass or fail (the budgets live in `npm test`).
//   env: NS=50,500,2000  RUNS=5  PAGES=floor,player,floor-linked,player-linked,player-purify,course  CPU_SLOWDOWN=4  CHROMIUM_PATH=/usr/bin/chromium
// Prints markdown tables; writes bench/results/bench-<date>.json (ignored by git).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildPages, ensureLibraryBuilt, pageSizes } from './build.mjs';
import { launch, measureCourse, measureCourseThrottled, measureRender, RENDER_PAGES, serve } from './browser.mjs';
import { makeLargePayload, normalizeFigures } from './node-figures.mjs';
import { renderTables } from './report.mjs';
import { makePayload } from './src/questions.js';
import { measureSizes } from './sizes.mjs';

const root = resolve(import.meta.dirname, '..');
const NS = (process.env.NS || '50,500,2000').split(',').map(Number);
const RUNS = Number(process.env.RUNS || 5);
const PAGES = (process.env.PAGES || 'floor,player,floor-linked,player-linked,player-purify,course').split(',');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// The course page is also played with the CPU slowed this many times (a mid-range phone, roughly).
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN || 4);

const unknown = PAGES.filter((p) => p !== 'course' && !(p in RENDER_PAGES));
if (unknown.length > 0 || NS.some((n) => !Number.isInteger(n) || n < 2) || !(RUNS >= 1) || !(CPU_SLOWDOWN >= 1)) {
  console.error(`bench: PAGES takes ${Object.keys(RENDER_PAGES).join(',')},course; NS whole numbers ≥ 2; RUNS ≥ 1; CPU_SLOWDOWN ≥ 1 (got PAGES=${PAGES} NS=${NS} RUNS=${RUNS} CPU_SLOWDOWN=${process.env.CPU_SLOWDOWN})`);
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`bench: no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
  process.exit(1);
}

// Seconds per cold load with its clicks, fitted to runs on a quiet 2-core machine (2026-11-26: a
// full default run took 2 minutes): both grow linearly with N now that long screens lay out what is near.
const floorSeconds = (n) => 0.5 + 0.0004 * n;
const playerSeconds = (n) => 0.6 + 0.0012 * n;
const SECONDS = { floor: floorSeconds, 'floor-linked': floorSeconds, player: playerSeconds, 'player-linked': playerSeconds, 'player-purify': playerSeconds };
const renderPages = PAGES.filter((p) => p !== 'course');
const perRun = NS.reduce((sum, n) => sum + renderPages.reduce((s, p) => s + SECONDS[p](n), 0), 0) + (PAGES.includes('course') ? 1 + 0.75 * CPU_SLOWDOWN : 0);
const estimate = 40 + RUNS * perRun;
console.log(`bench: NS=${NS.join(',')} RUNS=${RUNS} PAGES=${PAGES.join(',')}; about ${Math.ceil(estimate / 60)} min (median of RUNS cold loads per cell)`);

ensureLibraryBuilt();
await buildPages();

// Each render page's ratios are to its own floor (the same prose, hand-written).
const floorOf = Object.fromEntries(renderPages.map((p) => [p, RENDER_PAGES[p].floor]));
const results = { date: new Date().toISOString(), node: process.version, runs: RUNS, ns: NS, pages: PAGES, floorOf };
// The built pages behind PAGES (the linked and DOMPurify variants load the floor's and the player's).
const builtPages = [...new Set(PAGES.map((p) => (p === 'course' ? p : RENDER_PAGES[p].path.replace(/\.html.*$/, ''))))];
results.sizes = { cases: await measureSizes(), pages: Object.fromEntries(builtPages.map((p) => [p, pageSizes(p)])) };
results.normalize = [
  await normalizeFigures('400 phases × 25 components', makeLargePayload()),
  await normalizeFigures('N = 2000 screen (html + mcq pairs)', makePayload(2000)),
];

const stats = (xs) => ({ median: [...xs].sort((a, b) => a - b)[(xs.length - 1) >> 1], min: Math.min(...xs), max: Math.max(...xs), runs: xs });
const summarize = (runs) => Object.fromEntries(Object.keys(runs[0]).map((k) => [k, stats(runs.map((r) => r[k]))]));

const server = await serve();
const browser = await launch(CHROMIUM);
results.chromium = browser.version();
try {
  await measureRender(browser, server.origin, renderPages[0] ?? 'floor', NS[0]); // warm-up: browser process, OS disk cache
  results.render = {};
  for (const n of NS) {
    const raw = Object.fromEntries(renderPages.map((p) => [p, []]));
    for (let r = 0; r < RUNS; r++) {
      for (const page of renderPages) { // interleaved, so drift on a shared machine hits every page alike
        raw[page].push(await measureRender(browser, server.origin, page, n));
        process.stderr.write(`  n=${n} run ${r + 1}/${RUNS} ${page}\n`);
      }
    }
    results.render[n] = Object.fromEntries(renderPages.map((p) => [p, summarize(raw[p])]));
  }
  if (PAGES.includes('course')) {
    const raw = [];
    for (let r = 0; r < RUNS; r++) raw.push(await measureCourse(browser, server.origin)), process.stderr.write(`  course run ${r + 1}/${RUNS}\n`);
    results.course = summarize(raw);
    const slowed = [];
    for (let r = 0; r < RUNS; r++) slowed.push(await measureCourseThrottled(browser, server.origin, CPU_SLOWDOWN)), process.stderr.write(`  course ×${CPU_SLOWDOWN} CPU run ${r + 1}/${RUNS}\n`);
    results.courseThrottled = { cpuSlowdown: CPU_SLOWDOWN, ...summarize(slowed) };
  }
} finally {
  await browser.close();
  server.close();
}

mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
const file = join(import.meta.dirname, 'results', `bench-${results.date.replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify(results, null, 2));
console.log(renderTables(results));
console.log(`\nraw runs: ${file}`);
