// Cold page loads in headless Chromium: one fresh browser context (empty cache) per load.
import { createServer } from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright';
import { OUT } from './build.mjs';
import { RADIO } from './src/questions.js';

const TIMEOUT = 180_000;
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };
// The same flags as the browser tests (vite.config.ts), minus the ones Playwright adds itself.
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Serves bench/dist on a free local port; returns its origin and a close function. */
export async function serve() {
  const server = createServer((req, res) => {
    const file = join(OUT, normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)));
    if (!file.startsWith(OUT) || !statSync(file, { throwIfNoEntry: false })?.isFile()) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    res.end(readFileSync(file));
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

export async function launch(executablePath) {
  return chromium.launch({ executablePath, headless: true, args: ARGS });
}

/**
 * Opens a page in a fresh context (the sample course's media hosts are not contacted) and waits for
 * ready. `cpuSlowdown` > 1 throttles the page's CPU from before the first byte (DevTools protocol
 * `Emulation.setCPUThrottlingRate`, as Lighthouse's mobile profile does with 4).
 */
async function open(browser, origin, path, cpuSlowdown = 1) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.route((url) => !url.href.startsWith(origin), (route) => route.abort());
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__benchReady === true, null, { timeout: TIMEOUT, polling: 50 });
  const marks = await page.evaluate(() => Object.fromEntries(performance.getEntriesByType('mark').map((m) => [m.name.slice(6), m.startTime])));
  return { context, page, cdp, readyMs: marks.ready - marks.start, frameMs: marks.frame - marks.start };
}

async function heapMB(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'JSHeapUsedSize').value / 2 ** 20;
}

/** Scrolls `selector`'s match number `index` into view once the page is idle; returns a point on it. */
function target(page, selector, index) {
  return page.evaluate(async ([selector, index]) => {
    const idle = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100))));
    await idle();
    const element = document.querySelectorAll(selector)[index];
    const clickable = element.labels?.[0] ?? element;
    clickable.scrollIntoView({ block: 'center' });
    await idle();
    window.__benchClick = null;
    window.__benchScreen = null;
    window.__benchTarget = element;
    const box = clickable.getBoundingClientRect();
    return { x: box.left + Math.min(12, box.width / 2), y: box.top + box.height / 2 };
  }, [selector, index]);
}

/** A real mouse click on option `k` of question `q` (on its label when it has one); it must check the option. */
async function clickOption(page, q, k) {
  const point = await target(page, `#root :is(${RADIO})`, 4 * q + k);
  await page.mouse.click(point.x, point.y);
  await page.waitForFunction(() => window.__benchClick, null, { timeout: TIMEOUT, polling: 20 });
  const { click, checked } = await page.evaluate(() => {
    const el = window.__benchTarget;
    return { click: window.__benchClick, checked: el instanceof HTMLInputElement ? el.checked : el.getAttribute('aria-checked') === 'true' };
  });
  if (!checked) throw new Error(`option ${k} of question ${q} was clicked but not checked`);
  return click;
}

/**
 * The render pages: the floor and the player on plain paragraphs (which the player's sanitizer
 * skips), and on paragraphs with a link each, where the player sanitizes natively (the HTML
 * Sanitizer API) or, with the API hidden as in Safari, with DOMPurify loaded on demand.
 */
export const RENDER_PAGES = {
  floor: { path: 'floor.html', floor: null },
  player: { path: 'player.html', floor: 'floor' },
  'floor-linked': { path: 'floor.html?prose=linked', floor: null },
  'player-linked': { path: 'player.html?prose=linked', floor: 'floor-linked' },
  'player-purify': { path: 'player.html?prose=linked&sanitizer=purify', floor: 'floor-linked' },
};

/** One cold load of a render page (RENDER_PAGES) with N questions: render, heap, DOM size, two clicks. */
export async function measureRender(browser, origin, name, n) {
  const { path } = RENDER_PAGES[name];
  const { context, page, cdp, readyMs, frameMs } = await open(browser, origin, `/pages/${path}${path.includes('?') ? '&' : '?'}n=${n}`);
  try {
    const dom = await page.evaluate((RADIO) => ({ radios: document.querySelectorAll(`#root :is(${RADIO})`).length, elements: document.querySelectorAll('#root *').length }), RADIO);
    if (dom.radios !== 4 * n) throw new Error(`${name} n=${n}: ${dom.radios} radios, expected ${4 * n}`);
    const heap = await heapMB(cdp);
    const q = Math.floor(n / 2);
    const first = await clickOption(page, q, 1); // first interaction on the page: cold code paths
    const second = await clickOption(page, q + 1, 2); // the same path, warm
    return { readyMs, frameMs, heapMB: heap, elementsPerQuestion: dom.elements / n, click1FrameMs: first.frameMs, click2JsMs: second.jsMs, click2FrameMs: second.frameMs };
  } finally {
    await context.close();
  }
}

/** Clicks the screen's button named `label` and returns the probe's screen-change times. */
async function changeScreen(page, label, expected) {
  const index = await page.evaluate((label) => [...document.querySelectorAll('.method-actions button')].findIndex((b) => b.textContent === label), label);
  if (index < 0) throw new Error(`course: no "${label}" button`);
  const point = await target(page, '.method-actions button', index);
  await page.mouse.click(point.x, point.y);
  await page.waitForFunction(() => window.__benchScreen, null, { timeout: TIMEOUT, polling: 20 });
  const result = await page.evaluate(() => window.__benchScreen);
  if (result.position !== expected) throw new Error(`course: after "${label}" the player shows "${result.position}", expected "${expected}"`);
  return result;
}

/** One cold load of the sample course: first screen, then Continue (cold), Back and Continue (warm). */
export async function measureCourse(browser, origin) {
  const { context, page, cdp, readyMs, frameMs } = await open(browser, origin, '/pages/course.html');
  try {
    const heap = await heapMB(cdp);
    const cold = await changeScreen(page, 'Continue', 'Screen 2 of 5');
    await changeScreen(page, 'Back', 'Screen 1 of 5');
    const warm = await changeScreen(page, 'Continue', 'Screen 2 of 5');
    return { readyMs, frameMs, heapMB: heap, continueFocusMs: cold.focusMs, continueFrameMs: cold.frameMs, warmFocusMs: warm.focusMs, warmFrameMs: warm.frameMs };
  } finally {
    await context.close();
  }
}

/**
 * The sample course under a CPU slowed `cpuSlowdown` times, for information: first screen ready,
 * Continue → next screen (cold), and the worst interaction of a short play (INP-style: the longest
 * Event Timing entry of any click or key press, input to next paint). The play: Continue (cold),
 * an option of screen 2's choice, Back, Continue (warm).
 */
export async function measureCourseThrottled(browser, origin, cpuSlowdown) {
  const { context, page, readyMs, frameMs } = await open(browser, origin, '/pages/course.html', cpuSlowdown);
  try {
    await page.evaluate(() => {
      window.__benchInteractions = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.interactionId) window.__benchInteractions.push({ name: entry.name, duration: entry.duration });
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    });
    const cold = await changeScreen(page, 'Continue', 'Screen 2 of 5');
    const option = await target(page, '#root :is(input[type="radio"], [role="radio"])', 0);
    await page.mouse.click(option.x, option.y);
    await changeScreen(page, 'Back', 'Screen 1 of 5');
    await changeScreen(page, 'Continue', 'Screen 2 of 5');
    // Event Timing entries arrive after the next paint: wait for one more frame.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 200))));
    const interactions = await page.evaluate(() => window.__benchInteractions);
    const worst = Math.max(0, ...interactions.map((entry) => entry.duration));
    return { readyMs, frameMs, continueFrameMs: cold.frameMs, worstInteractionMs: worst };
  } finally {
    await context.close();
  }
}
