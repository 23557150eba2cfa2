import { resolve } from 'node:path';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import calibration from '../fixtures/corpora/calibration-chromium156.json';
import xssVectors from '../fixtures/corpora/xss-vectors.json';
import { CoursePlayer, preloadPlayerViews } from '../../src';
import { normalizeCourse } from '../../src/model/normalizeCourse';
import { methodCourse } from '../fixtures';
import { xssCourseOf as courseOf } from '../support/xssCourse';

/**
 * The server path end to end: renderToString in Node (DOMPurify over jsdom), that HTML loaded in
 * real Chromium, then hydrated there by React's development build with the browser's DOMPurify.
 * Runs from Node so the server half is the real server half; Chromium is driven by Playwright.
 */
const root = resolve(__dirname, '../..');
const SETTLE_MS = 400;
const BATCH = 150;

/** The browser half: the xss detector (dialogs stubbed before any markup parses) and hydrateRoot. */
const CLIENT_ENTRY = `
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { CoursePlayer, preloadPlayerViews } from './src';
import { dialogCalls, findDangers, stubDialogs } from './test/support/xssDetector';
stubDialogs();
const recoverable = [];
// Every loading status that shows in the player from hydration on (none should: the server's HTML stays until the code is there).
const loadingShown = [];
const recordLoading = () => document.querySelectorAll('#root [role="status"]').forEach((status) => {
  if (/^Loading/.test(status.textContent)) loadingShown.push(status.textContent);
});
window.__ce = {
  dialogCalls,
  recoverable,
  loadingShown,
  dangers: () => findDangers(document.getElementById('root')),
  preloadPlayerViews,
  hydrate: (payload, props) => {
    new MutationObserver(recordLoading).observe(document.getElementById('root'), { childList: true, subtree: true, characterData: true });
    return hydrateRoot(
    document.getElementById('root'),
    createElement(CoursePlayer, { payload, userId: 'u', onSubmit: async () => ({}), disclosure: 'host', ...props }),
    { onRecoverableError: (error) => recoverable.push(String(error)) },
  );
  },
};
`;

let browser: Browser;
let clientScript: string;

beforeAll(async () => {
  const bundled = await build({
    stdin: { contents: CLIENT_ENTRY, resolveDir: root, loader: 'tsx' },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'silent',
  });
  // Inlined in <head>: an inline script must not close early on a "</script" inside the bundle.
  clientScript = bundled.outputFiles[0]!.text.replace(/<\/script/gi, '<\\/script');
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

interface Loaded {
  page: Page;
  console: string[];
}

/** A page whose body is `bodyHtml` as a server sent it, with the detector installed before it parses. */
async function loadServerHtml(bodyHtml: string, savedItems?: Record<string, string>): Promise<Loaded> {
  const page = await browser.newPage();
  const messages: string[] = [];
  page.on('console', (message) => {
    // Every request is aborted on purpose (no network in tests): the course image's failed load is ours.
    if (message.text().startsWith('Failed to load resource: net::ERR_FAILED')) return;
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  page.on('dialog', (dialog) => {
    messages.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.route('**/*', (route) => route.abort());
  const document = `<!DOCTYPE html><html lang="en"><head><title>ssr</title><script>${clientScript}</script></head><body><div id="root">${bodyHtml}</div></body></html>`;
  if (savedItems) {
    // localStorage needs an origin of its own (setContent's about:blank has none), filled before the page's script runs.
    await page.route('http://ssr.test/', (route) => route.fulfill({ contentType: 'text/html', body: document }));
    await page.addInitScript((items) => Object.entries(items).forEach(([key, value]) => localStorage.setItem(key, value)), savedItems);
    await page.goto('http://ssr.test/');
  } else {
    await page.setContent(document);
  }
  await page.waitForTimeout(SETTLE_MS);
  return { page, console: messages };
}

const read = (page: Page) =>
  page.evaluate(() => {
    const ce = (window as unknown as { __ce: { dialogCalls: string[]; recoverable: string[]; loadingShown: string[]; dangers: () => string[] } }).__ce;
    return { dialogs: [...ce.dialogCalls], recoverable: [...ce.recoverable], dangers: ce.dangers(), loadingShown: [...ce.loadingShown] };
  });

async function hydrate(page: Page, payload: unknown, props: { landing?: boolean; disclosure?: 'player' | 'host'; persistence?: { key: string } } = {}) {
  await page.evaluate(([p, extra]) => (window as unknown as { __ce: { hydrate: (p: unknown, extra: unknown) => void } }).__ce.hydrate(p, extra), [payload, props] as const);
  await page.waitForTimeout(SETTLE_MS);
}

/** One screen: a paragraph and an ungraded choice, whose answer a learner may have saved in this browser. */
function savedAnswerCourse() {
  const component = (id: string, type: string, extra: Record<string, unknown>) => ({ id, type, reveal_after: null, screen_index: 0, screen_role: id === 'intro' ? 'primary' : 'attached', ...extra });
  return {
    contract_version: '2026-09-03', course_id: 'saved-answer', organization_id: 'org', name: 'Saved answer', format: 'method', total_phases: 1,
    phases: [{
      id: 'pre', title: 'Before we start', type: 'introduction', required: true, order: 0, display_mode: 'sequential', screen_count: 1,
      components: [
        component('intro', 'html', { content: '<p>One question before we start.</p>' }),
        component('gut', 'choice', { question: 'Seen this before?', options: [{ id: 'yes', label: 'Yes' }, { id: 'no', label: 'No' }], graded: false }),
      ],
    }],
    learning_objectives: [], accreditation: null, available_certificate_types: [], activity_details: {}, references: [], series: null,
  };
}

const serverRender = (payload: unknown, props: { landing?: boolean; disclosure?: 'player' | 'host' } = {}) => renderToString(<CoursePlayer payload={payload} userId="u" onSubmit={async () => ({})} disclosure="host" {...props} />);

describe('hydrating server HTML in Chromium', () => {
  it('shows the prose before hydration and hydrates it with no warning, error or recoverable error', async () => {
    const { page, console } = await loadServerHtml(serverRender(methodCourse));
    const prose = page.locator('.method-block[data-block-id="intro-hook"] .method-prose');
    await expect.poll(() => prose.textContent()).toContain('His last A1C was 8.9%.');
    await hydrate(page, methodCourse);
    // Hydrated: the player answers input (its Continue button is live) and the prose is unchanged.
    expect(await prose.textContent()).toContain('His last A1C was 8.9%.');
    expect(await prose.innerHTML()).toContain('<strong>Marcus Hill</strong>');
    const { recoverable } = await read(page);
    await page.close();
    expect(recoverable).toEqual([]);
    expect(console).toEqual([]);
  }, 60_000);

  it('fills prose an edge server could not sanitize (empty in its HTML) right after hydrating, without a mismatch', async () => {
    // An edge runtime has no jsdom: SafeHtml renders the element empty there.
    const edgeHtml = serverRender(methodCourse).replace(/(data-block-id="intro-hook"><div class="method-prose"[^>]*>).*?(<\/div>)/s, '$1$2');
    const { page, console } = await loadServerHtml(edgeHtml);
    const prose = page.locator('.method-block[data-block-id="intro-hook"] .method-prose');
    expect(await prose.textContent()).toBe('');
    await hydrate(page, methodCourse);
    await expect.poll(() => prose.textContent()).toContain('His last A1C was 8.9%.');
    const { recoverable } = await read(page);
    await page.close();
    expect(recoverable).toEqual([]);
    expect(console).toEqual([]);
  }, 60_000);

  it('hydrates a screen whose saved answer only the browser has, without a mismatch, then shows the answer', async () => {
    const payload = savedAnswerCourse();
    const course = normalizeCourse(payload).course;
    const gut = course.blocks.gut!;
    const question = gut.kind === 'choice' ? gut.data.question : null;
    const saved = {
      state: {
        position: null, answers: { gut: { type: 'selections', byQuestion: { [question!.id]: question!.options[0]!.value } } },
        revealed: {}, completed: {}, results: {}, rationales: {}, clock: { spentMs: {}, running: null }, courseComplete: false,
      },
      version: 1,
    };
    // The server has no storage: its HTML shows the question unanswered.
    const html = serverRender(payload);
    expect(html).not.toContain('checked=""');
    const { page, console } = await loadServerHtml(html, { [`ssr:${course.id}:u`]: JSON.stringify(saved) });
    await hydrate(page, payload, { persistence: { key: 'ssr' } });
    await expect.poll(() => page.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
    const { recoverable } = await read(page);
    await page.close();
    expect(recoverable).toEqual([]);
    expect(console).toEqual([]);
  }, 60_000);

  // The landing page, the disclosure and the kinds past prose and questions are chunks of their own in
  // the browser (this page's bundle loads them a task after hydrating starts): the server's build
  // has their code, so its HTML holds them, and hydration keeps that HTML until the code is there.
  it('hydrates a first screen holding a lazily loaded kind (its activity in the server HTML) without a mismatch or a loading status', async () => {
    const html = serverRender(methodCourse);
    expect(html).toContain('role="slider"');
    const { page, console } = await loadServerHtml(html);
    const statement = page.getByText('How confident are you in choosing therapy that protects the kidneys and heart');
    expect(await statement.count()).toBe(1);
    await hydrate(page, methodCourse);
    expect(await statement.count()).toBe(1);
    await page.getByRole('slider').press('ArrowRight');
    await expect.poll(() => page.getByRole('slider').getAttribute('aria-valuenow')).not.toBeNull();
    const { recoverable, loadingShown } = await read(page);
    await page.close();
    expect(loadingShown).toEqual([]);
    expect(recoverable).toEqual([]);
    expect(console).toEqual([]);
  }, 60_000);

  it('hydrates an accredited course’s disclosure (in the server HTML, no preload on either side) without a mismatch, and its button works', async () => {
    const html = serverRender(methodCourse, { disclosure: 'player' });
    expect(html).toContain('Before you begin');
    const { page, console } = await loadServerHtml(html);
    expect(await page.getByRole('heading', { name: 'Before you begin' }).count()).toBe(1);
    await hydrate(page, methodCourse, { disclosure: 'player' });
    await page.getByRole('button', { name: 'Continue to the activity' }).click();
    await expect.poll(() => page.getByRole('slider').count()).toBe(1);
    const { recoverable, loadingShown } = await read(page);
    await page.close();
    expect(loadingShown).toEqual([]);
    expect(recoverable).toEqual([]);
    expect(console).toEqual([]);
  }, 60_000);

  it('hydrates a landing page (in the server HTML, no preload on either side) without a mismatch or a loading status', async () => {
    const html = serverRender(methodCourse, { landing: true });
    expect(html).toContain('Start the course');
    const { page, console } = await loadServerHtml(html);
    await hydrate(page, methodCourse, { landing: true });
    await page.getByRole('button', { name: 'Start the course' }).click();
    await expect.poll(() => page.getByRole('slider').count()).toBe(1);
    const { recoverable, loadingShown } = await read(page);
    await page.close();
    expect(loadingShown).toEqual([]);
    expect(recoverable).toEqual([]);
    expect(console).toEqual([]);
  }, 60_000);

  it('still hydrates a landing page when a host preloads the views on both sides (preloadPlayerViews, kept for them)', async () => {
    await preloadPlayerViews();
    const html = serverRender(methodCourse, { landing: true });
    expect(html).toContain('Start the course');
    const { page, console } = await loadServerHtml(html);
    await page.evaluate(() => (window as unknown as { __ce: { preloadPlayerViews: () => Promise<unknown> } }).__ce.preloadPlayerViews());
    await hydrate(page, methodCourse, { landing: true });
    expect(await page.getByRole('button', { name: 'Start the course' }).count()).toBe(1);
    const { recoverable, loadingShown } = await read(page);
    await page.close();
    expect(loadingShown).toEqual([]);
    expect(recoverable).toEqual([]);
    expect(console).toEqual([]);
  }, 60_000);

  it('reports a real mismatch (the check above can fail)', async () => {
    const { page, console } = await loadServerHtml(serverRender(methodCourse).replace('Course progress', 'Tampered progress'));
    await hydrate(page, methodCourse);
    const { recoverable } = await read(page);
    await page.close();
    expect([...recoverable, ...console].join('\n')).toMatch(/hydrat/i);
  }, 60_000);
});


describe('the XSS corpus through the server path, in Chromium', () => {
  it('positive control: the detector sees raw vectors fire in a server-sent page', async () => {
    const firing = new Set(calibration.vectors.filter((row) => row.firesRawInnerHTML).map((row) => row.id));
    const raw = xssVectors.filter((v) => firing.has(v.id)).slice(0, 5).map((v) => v.payload).join('');
    const { page } = await loadServerHtml(raw);
    const { dialogs, dangers } = await read(page);
    await page.close();
    expect(dialogs.length).toBeGreaterThan(0);
    expect(dangers.length).toBeGreaterThan(0);
  }, 60_000);

  const batches = Array.from({ length: Math.ceil(xssVectors.length / BATCH) }, (_, i) => xssVectors.slice(i * BATCH, (i + 1) * BATCH));

  it.each(batches.map((batch, i) => [`${i * BATCH + 1}-${i * BATCH + batch.length}`, batch] as const))(
    'vectors %s: nothing fires or survives in the server HTML, nor after hydrateRoot',
    async (_range, batch) => {
      const payload = courseOf(batch);
      const html = serverRender(payload);
      const { page, console } = await loadServerHtml(html);
      const server = await read(page);
      const blocks = await page.locator('.method-block[data-kind="html"] .method-prose').count();
      await hydrate(page, payload);
      const hydrated = await read(page);
      await page.close();
      expect(blocks).toBe(batch.length);
      expect(server.dialogs).toEqual([]);
      expect(server.dangers).toEqual([]);
      expect(hydrated.dialogs).toEqual([]);
      expect(hydrated.dangers).toEqual([]);
      expect(console.filter((line) => line.startsWith('dialog') || line.startsWith('pageerror'))).toEqual([]);
    },
    120_000,
  );
});
