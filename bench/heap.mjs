// Where the player's JS heap goes next to the floor's: one cold load per page at N questions, a
// forced GC, a heap snapshot, and its bytes summed by kind of thing. Prints markdown tables; it
// never passes or fails. It builds the library (when stale) and the bench pages first, as run.mjs does.
//
//   npm run bench:heap                 # N = 2000, pages floor and player
//   N=500 PAGES=floor,player-linked npm run bench:heap
import { launch, serve } from './browser.mjs';
import { buildPages, ensureLibraryBuilt } from './build.mjs';
import { heapSummary } from './heapSummary.mjs';

const N = Number(process.env.N ?? 2000);
const PAGES = (process.env.PAGES ?? 'floor,player').split(',');
const PATHS = { floor: 'floor.html', player: 'player.html', 'floor-linked': 'floor.html?prose=linked', 'player-linked': 'player.html?prose=linked' };

async function snapshotOf(browser, origin, page) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  const path = PATHS[page];
  await tab.goto(`${origin}/pages/${path}${path.includes('?') ? '&' : '?'}n=${N}`);
  await tab.waitForFunction(() => window.__benchReady === true, null, { timeout: 180_000, polling: 50 });
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.enable');
  const chunks = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', (event) => chunks.push(event.chunk));
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await context.close();
  return JSON.parse(chunks.join(''));
}

ensureLibraryBuilt();
await buildPages();
const { origin, close } = await serve();
const browser = await launch(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
const summaries = {};
for (const page of PAGES) summaries[page] = heapSummary(await snapshotOf(browser, origin, page));
await browser.close();
close();

const mb = (bytes) => (bytes / 2 ** 20).toFixed(2);
console.log(`**JS heap by kind of thing** (MB of V8 heap after a forced GC, N = ${N}; DOM nodes' native memory left out)\n`);
const kinds = [...new Set(PAGES.flatMap((page) => Object.keys(summaries[page].byKind)))]
  .sort((a, b) => (summaries[PAGES.at(-1)].byKind[b]?.bytes ?? 0) - (summaries[PAGES.at(-1)].byKind[a]?.bytes ?? 0));
console.log(`| kind | ${PAGES.map((page) => `${page} MB (count)`).join(' | ')} |`);
console.log(`| --- | ${PAGES.map(() => '---').join(' | ')} |`);
console.log(`| **all** | ${PAGES.map((page) => `**${mb(summaries[page].total)}**`).join(' | ')} |`);
for (const kind of kinds.slice(0, 16)) {
  console.log(`| ${kind} | ${PAGES.map((page) => { const k = summaries[page].byKind[kind]; return k ? `${mb(k.bytes)} (${k.count})` : '–'; }).join(' | ')} |`);
}
for (const page of PAGES) {
  console.log(`\n**Plain objects on \`${page}\` by their keys** (the 14 largest; MB, count)\n`);
  console.log('| keys | MB | count |\n| --- | --- | --- |');
  for (const [keys, { bytes, count }] of summaries[page].shapes.slice(0, 14)) console.log(`| \`${keys}\` | ${mb(bytes)} | ${count} |`);
}
