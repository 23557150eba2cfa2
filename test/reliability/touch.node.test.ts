import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestPage, listenLocally, serveBuiltFile } from '../support/engines/builtPage';
import { dragBoardBody, dragBoardMoves } from '../support/dragBoardCourse';
import { chromiumTouch, PHONE, type Point, type TouchEngine, type TouchPage } from '../support/touchBrowser';
import { reportFigure } from './figure';

/**
 * A learner on a phone (WCAG 2.5.7, docs/accessibility.md). Real touch events (no mouse events) on a 390x844 touch screen,
 * against `touch-page/` (the drag board course; every posted body kept in `window.__bodies`):
 * tap an item and tap a place fills both boards and posts the body every other path posts; a
 * swipe that starts on an item scrolls the page and leaves the item alone; a long press, then a
 * move, still drags. Engines are listed in ENGINES; each runs every check.
 */
const ENGINES: readonly TouchEngine[] = [chromiumTouch];
const here = fileURLToPath(new URL('.', import.meta.url));

let outDir = '';
let server: Server;
let origin = '';

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'ce-touch-'));
  await buildTestPage(join(here, 'touch-page'), outDir, join(here, 'csp-page'));
  server = createServer((request, response) => void serveBuiltFile(outDir, new URL(request.url ?? '/', 'http://x').pathname, response));
  origin = await listenLocally(server);
}, 180_000);

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/** Scrolls the button named `name` (its aria-label, else its text) to `block` and gives its centre. */
const button = (page: TouchPage, name: string, block: ScrollLogicalPosition = 'center') =>
  page.evaluate(({ name, block }) => {
    const found = [...document.querySelectorAll('button')].find((node) => (node.getAttribute('aria-label') ?? node.textContent) === name);
    if (!found) throw new Error(`no button ${name}`);
    found.scrollIntoView({ block });
    const rect = found.getBoundingClientRect();
    return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
  }, { name, block });

/** The centre of the drop zone labelled `zone`: scrolled into view (as a learner would) or, with `scroll` false, where it is now. */
const zoneCentre = (page: TouchPage, zone: string, scroll = true) =>
  page.evaluate(({ zone, scroll }) => {
    const found = [...document.querySelectorAll('.method-dnd__zone')].find((node) => node.firstElementChild?.textContent === zone);
    if (!found) throw new Error(`no zone ${zone}`);
    if (scroll) found.scrollIntoView({ block: 'nearest' });
    const rect = found.getBoundingClientRect();
    return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
  }, { zone, scroll });

/** What a learner sees of an item: its row's hint, whether it is picked, whether it is being dragged. */
const itemState = (page: TouchPage, name: string) =>
  page.evaluate((name) => {
    const item = [...document.querySelectorAll('.method-dnd__item')].find((node) => node.textContent === name);
    return {
      hint: item?.closest('.method-dnd__row')?.querySelector('.method-field__hint')?.textContent ?? null,
      pressed: item?.getAttribute('aria-pressed') ?? null,
      dragging: item?.hasAttribute('data-dragging') ?? false,
    };
  }, name);

const scrollY = (page: TouchPage) => page.evaluate(() => window.scrollY, null);
const bodies = (page: TouchPage) => page.evaluate(() => window.__bodies, null);

/** The finger moves from `from` to `to` in `steps` even moves. */
async function slide(page: TouchPage, from: Point, to: Point, steps: number) {
  for (let step = 1; step <= steps; step += 1) await page.touchMove({ x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps });
}

describe.each(ENGINES)('touch in $name', (engine) => {
  let browser: Awaited<ReturnType<TouchEngine['launch']>>;
  let page: TouchPage;

  beforeAll(async () => {
    browser = await engine.launch();
  }, 60_000);
  afterAll(() => browser?.close());

  beforeEach(async () => {
    page = await browser.newPage();
    await page.goto(origin);
    await expect.poll(() => page.evaluate(() => document.querySelectorAll('.method-dnd__item').length, null), { timeout: 30_000 }).toBe(3);
  });
  afterEach(async () => {
    const errors = page.errors();
    await page.close();
    expect(errors).toEqual([]);
  });

  it('lays the page out for a phone: no sideways scroll', async () => {
    expect(await page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth], null)).toEqual([PHONE.width, PHONE.width]);
  });

  it('tap an item, tap a place: both boards fill and the body posted is the one a drag or the keyboard posts', async () => {
    for (const [name, zone] of dragBoardMoves) {
      await page.tap(await button(page, name));
      await expect.poll(() => itemState(page, name)).toMatchObject({ pressed: 'true' });
      // The whole zone is the target, not only its label.
      await page.tap(await zoneCentre(page, zone));
      await expect.poll(() => itemState(page, name)).toMatchObject({ pressed: 'false', hint: expect.stringContaining(zone) });
    }
    await page.tap(await button(page, 'Submit answers'));
    await expect.poll(() => bodies(page)).toEqual([dragBoardBody]);
  });

  it('a swipe that starts on an item scrolls the page and leaves the item where it was', async () => {
    const start = await button(page, 'Glipizide');
    const before = await scrollY(page);
    await page.touchStart(start);
    await slide(page, start, { x: start.x, y: start.y - 300 }, 10);
    await page.touchEnd();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(before + 100);
    expect(await itemState(page, 'Glipizide')).toEqual({ hint: 'Not placed yet', pressed: 'false', dragging: false });
    reportFigure(`touch ${engine.name}: a 300 px swipe starting on an item scrolled the page ${Math.round((await scrollY(page)) - before)} px`);
  });

  it('a long press, then a move, drags the item onto a place', async () => {
    const start = await button(page, 'Dapagliflozin', 'start');
    const target = await zoneCentre(page, 'Kidney protection', false);
    expect(target.y).toBeLessThan(PHONE.height);
    await page.touchStart(start);
    // The drag starts once the finger has been still for the press delay.
    await expect.poll(() => itemState(page, 'Dapagliflozin')).toMatchObject({ dragging: true });
    await slide(page, start, target, 10);
    await page.touchEnd();
    await expect.poll(() => itemState(page, 'Dapagliflozin')).toEqual({ hint: 'In: Kidney protection', pressed: 'false', dragging: false });
  });
});
