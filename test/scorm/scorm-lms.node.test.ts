import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { beforeAll, expect, it } from 'vitest';
import { bundleScormShell } from '../../scripts/build-scorm-shell.mjs';
import { runScorm } from '../../src/cli/scorm';
import { createDispatchPackage } from '../../src/scorm/package/createDispatchPackage';
import { SHELL_TEXT } from '../../src/scorm/shell/shellView';
import { methodCourse, methodCourseKeys } from '../fixtures';
import { readBody, serveBuiltFile } from '../support/engines/builtPage';
import { describeInEngines } from '../support/engines/describeInEngines';
import type { EngineContext, EnginePage, PageServer } from '../support/engines/enginePages';
import { hostBuiltPage } from '../support/engines/hostBuiltPage';
import { createReferenceScorer } from '../support/referenceScorer';
import { reportFigure } from '../reliability/figure';
import { readZip } from './readZip';
import { shortCourse } from './shortCourse';

/**
 * SCORM dispatch packages in real browsers, two origins on one machine: the LMS page on
 * http://localhost:<port> (scorm-again's API, or the strict double) and the provider's hosted
 * player page on http://127.0.0.1:<port> (test/scorm/hosted-page, the sample course with the
 * bridge). The zips the `ce-course-player scorm` command wrote (run in this process, its files kept
 * in memory) are unzipped and served under /package/; the LMS page finds the SCO's launch page in
 * the manifest, as an LMS does. The learner's walk
 * runs inside the hosted frame from the server's plan; the LMS's state comes back to the server on
 * every commit and finish, so nothing here reaches into a cross-origin frame.
 */
const LEARNER = 'learner-7';
type Flat = Record<string, string>;
interface Walk { outcome: string; stuckReason?: string | null; connected?: boolean; refusal?: string | null; entry?: string; learnerId?: string; firstScreen?: string | null; lastScreen?: string | null; screens?: number }

let scorer = createReferenceScorer(methodCourse, methodCourseKeys);
let plan = { stopAfterPhaseId: null as string | null, hostile: false, course: 'method' as 'method' | 'short', firstClick: false };
let walks: Walk[] = [];
let awaitingClick = false;
const saved = new Map<string, string>();
const lmsState = new Map<string, { values: Flat; finished: boolean; calls: string[] }>();
const packages = new Map<string, Record<string, Buffer>>();
let lmsScript = '';
let zipSizes: Record<string, number> = {};
let shellGzip = 0;

const json = (response: import('node:http').ServerResponse, body: unknown) => void response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
const lmsOriginOf = (origin: string) => origin.replace('127.0.0.1', 'localhost');

const host = hostBuiltPage(fileURLToPath(new URL('hosted-page', import.meta.url)), (outDir) => async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://x');
  const path = url.pathname;
  if (path === '/config') return json(response, { allowedLmsOrigins: [lmsOriginOf(host.origin)] });
  if (path === '/plan') return json(response, plan);
  if (path === '/awaiting-click') return void ((awaitingClick = true), response.writeHead(204).end());
  if (path === '/walk') return void (walks.push(JSON.parse(await readBody(request)) as Walk), response.writeHead(204).end());
  if (path === '/progress') return json(response, { completedPhaseIds: scorer.completedPhases(LEARNER) });
  if (path === '/saved') return savedProgress(request, response, url.searchParams.get('key')!);
  if (path === '/submit') return json(response, scorer.submit(JSON.parse(await readBody(request))));
  if (path === '/lms-state' && request.method === 'POST') return void (lmsState.set(url.searchParams.get('key')!, JSON.parse(await readBody(request))), response.writeHead(204).end());
  if (path === '/lms-state') return json(response, lmsState.get(url.searchParams.get('key')!) ?? null);
  if (path === '/lms.js') return void response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(lmsScript);
  if (path === '/lms.html' || path === '/relay.html') return serveBuiltFile(fileURLToPath(new URL('lms-page', import.meta.url)), path, response);
  const packaged = /^\/package\/([^/]+)\/(.+)$/.exec(path);
  if (packaged) {
    const file = packages.get(packaged[1]!)?.[packaged[2]!];
    return void (file ? response.writeHead(200, { 'Content-Type': packaged[2]!.endsWith('.js') ? 'text/javascript' : 'text/html' }).end(file) : response.writeHead(404).end());
  }
  await serveBuiltFile(outDir, path, response);
});

/** The provider's backend half of the player's persistence adapter: the saved progress by key. */
async function savedProgress(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse, key: string) {
  if (request.method === 'PUT') saved.set(key, await readBody(request));
  if (request.method === 'DELETE') saved.delete(key);
  if (request.method !== 'GET') return void response.writeHead(204).end();
  const text = saved.get(key);
  return void (text === undefined ? response.writeHead(404).end() : response.writeHead(200, { 'Content-Type': 'text/plain' }).end(text));
}

beforeAll(async () => {
  const shell = await bundleScormShell();
  shellGzip = gzipSync(shell).length;
  const launchUrl = `${host.origin}/`;
  for (const version of ['1.2', '2004'] as const) packages.set(version, readZip(await packageByCommand(version, launchUrl, shell)));
  // Nothing listens on port 9: the hosted page never loads. (A shorter wait than the command's.)
  const unreachable = createDispatchPackage({ version: '1.2', launchUrl: 'http://127.0.0.1:9/', title: 'Beyond Metformin', allowLocalHttp: true, readyTimeoutMs: 3000 }, shell);
  packages.set('unreachable', readZip(unreachable.zip));
  const bundled = await build({ entryPoints: [fileURLToPath(new URL('lms-page/lms.ts', import.meta.url))], bundle: true, format: 'iife', target: 'es2020', write: false, logLevel: 'silent' });
  lmsScript = bundled.outputFiles[0]!.text;
}, 60_000);

/** The zip `ce-course-player scorm` writes for this LMS and the hosted page, as a provider makes it. */
async function packageByCommand(version: '1.2' | '2004', launchUrl: string, shell: string): Promise<Buffer> {
  const written: Record<string, Uint8Array> = {};
  const errors: string[] = [];
  const args = ['scorm', '--version', version, '--launch', launchUrl, '--title', 'Beyond Metformin', '--out', 'course.zip', '--allow-local-http', '--allowed-origin', lmsOriginOf(host.origin)];
  const code = await runScorm(args, { readShellScript: async () => shell, writeFile: async (path, data) => void (written[path] = data), out: () => undefined, err: (text) => errors.push(text) });
  if (code !== 0) throw new Error(`ce-course-player scorm exited ${code}: ${errors.join(' ')}`);
  zipSizes[version] = written['course.zip']!.length;
  return Buffer.from(written['course.zip']!);
}

const server = (): PageServer => ({ origin: host.origin, alsoReachable: [lmsOriginOf(host.origin)], cutNetwork: (cut) => host.cutNetwork(cut) });

async function waitFor<T>(read: () => T | undefined | null | false, what: string, timeoutMs = 120_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Opens the LMS page, which frames the package; gives the walk the hosted page reports. With the
 * plan's `firstClick`, the driver clicks the hosted page's Begin button once it shows, as a
 * learner's first click in the course.
 */
async function launch(page: EnginePage, query: string): Promise<Walk> {
  const count = walks.length;
  awaitingClick = false;
  await page.goto(`${lmsOriginOf(host.origin)}/lms.html?${query}`);
  if (plan.firstClick) {
    await waitFor(() => awaitingClick, 'the hosted page to show its Begin button', 30_000);
    // LMS page > launch page (the shell) > hosted page.
    await page.click('button', ['iframe', 'iframe']);
  }
  return waitFor(() => walks[count], 'the hosted page to report its walk');
}

async function closeCourse(page: EnginePage, key: string) {
  await page.evaluate(() => window.__closeCourse());
  return waitFor(() => (lmsState.get(key)?.finished ? lmsState.get(key) : null), 'the LMS to hold the finished session', 15_000);
}

const STATUS = { '1.2': 'cmi.core.lesson_status', '2004': 'cmi.completion_status' } as const;
const LOCATION = { '1.2': 'cmi.core.lesson_location', '2004': 'cmi.location' } as const;
const EXIT = { '1.2': 'cmi.core.exit', '2004': 'cmi.exit' } as const;
const TIME = { '1.2': /^\d{2,4}:\d{2}:\d{2}(\.\d{1,2})?$/, '2004': /^PT(\d+H)?(\d+M)?(\d+(\.\d{1,2})?S)?$/ } as const;

describeInEngines(['chromium', 'firefox', 'webkit'], 'SCORM dispatch packages in an LMS of another origin', (engine) => {
  let context: EngineContext;
  beforeAll(async () => {
    context = await engine.pages().newContext(server());
    return () => context.close();
  }, 60_000);

  it.each([
    ['1.2', 'scorm-again'],
    ['2004', 'scorm-again'],
    ['1.2', 'strict'],
    ['2004', 'strict'],
  ] as const)('SCORM %s on %s: closed midway it is incomplete and resumable, relaunched it resumes on the same screen, finished it holds passed, the score, the time and the exit', async (version, lms) => {
    const key = `${engine.name}-${version}-${lms}`;
    const lmsQuery = `v=${version}&key=${key}${lms === 'strict' ? '&lms=strict' : ''}`;
    scorer = createReferenceScorer(methodCourse, methodCourseKeys);
    // Playwright's input over WebDriver BiDi does not reach a frame of another origin inside a
    // frame in Firefox (the Begin button takes focus, no click or key arrives); Firefox lets the
    // player move focus there without a click, so its learner starts without one.
    const firstClick = engine.name !== 'firefox';
    saved.clear();
    const page = await context.newPage();
    const started = Date.now();
    plan = { stopAfterPhaseId: 'ph-pre', hostile: false, course: 'method', firstClick };
    const first = await launch(page, lmsQuery);
    expect(first, first.stuckReason ?? '').toMatchObject({ outcome: 'stopped', connected: true, entry: 'ab-initio', learnerId: LEARNER });
    // The learner leaves once the LMS holds where they are (the screen's summary is committed as it shows).
    await waitFor(() => lmsState.get(key)?.values[LOCATION[version]] === first.lastScreen, 'the LMS to hold the screen', 15_000);
    const midway = (await closeCourse(page, key)).values;
    expect(midway[STATUS[version]]).toBe('incomplete');
    expect(midway[EXIT[version]]).toBe('suspend');
    expect(midway[LOCATION[version]]).toBe(first.lastScreen);
    expect(midway['cmi.suspend_data']).toBe(`ce1:${first.lastScreen}`);

    plan = { stopAfterPhaseId: null, hostile: false, course: 'method', firstClick };
    lmsState.set(key, { ...lmsState.get(key)!, finished: false });
    const second = await launch(page, lmsQuery);
    expect(second, second.stuckReason ?? '').toMatchObject({ outcome: 'completed', connected: true, entry: 'resume', firstScreen: first.lastScreen });
    const done = (await closeCourse(page, key)).values;
    if (version === '1.2') {
      expect(done).toMatchObject({ 'cmi.core.lesson_status': 'passed', 'cmi.core.exit': '', 'cmi.core.score.max': '100' });
      expect(Number(done['cmi.core.score.raw'])).toBeGreaterThanOrEqual(80);
    } else {
      expect(done).toMatchObject({ 'cmi.completion_status': 'completed', 'cmi.success_status': 'passed', 'cmi.exit': 'normal' });
      expect(Number(done['cmi.score.scaled'])).toBeGreaterThanOrEqual(0.8);
    }
    // Neither LMS refused a call: the strict double refuses what the run-time spec refuses and any
    // call after the finish; scorm-again what it checks (an empty cmi.location in 2004, among others).
    expect([midway.refused, done.refused]).toEqual(['', '']);
    const times = lmsState.get(key)!.calls.filter((call) => call.startsWith(version === '1.2' ? 'cmi.core.session_time=' : 'cmi.session_time='));
    expect(times.length).toBeGreaterThan(0);
    expect(times.filter((call) => !TIME[version].test(call.split('=')[1]!))).toEqual([]);
    expect(await page.pageErrors()).toEqual([]);
    await page.close();
    reportFigure(
      `SCORM ${version} in ${engine.label} (${lms}, 0 calls refused): midway ${midway[STATUS[version]]}/${midway[EXIT[version]]} at ${first.lastScreen}; relaunch resumed at ${second.firstScreen}; ` +
        `finished ${version === '1.2' ? `${done['cmi.core.lesson_status']}, raw ${done['cmi.core.score.raw']}` : `${done['cmi.completion_status']}/${done['cmi.success_status']}, scaled ${done['cmi.score.scaled']}`}, ` +
        `time ${times.at(-1)!.split('=')[1]}, exit "${done[EXIT[version]]}"; sample course, ${first.screens! + second.screens!} screens in ${Math.round((Date.now() - started) / 1000)} s`,
    );
  }, 300_000);

  it('SCORM 1.2 opened in a window of its own (the API on opener, as Moodle\'s "New window" display): the result is recorded and the window\'s close finishes the session', async () => {
    const key = `${engine.name}-window`;
    scorer = createReferenceScorer(shortCourse, methodCourseKeys);
    saved.clear();
    plan = { stopAfterPhaseId: null, hostile: false, course: 'short', firstClick: false };
    const page = await context.newPage();
    const count = walks.length;
    await page.goto(`${lmsOriginOf(host.origin)}/lms.html?v=1.2&display=window&key=${key}`);
    await pollPage(page, () => document.querySelector('#enter') !== null);
    // The learner's click: a window opened by script alone is a pop-up the browser may block.
    await page.click('#enter');
    const walk = await waitFor(() => walks[count], 'the hosted page to report its walk');
    expect(walk, walk.stuckReason ?? '').toMatchObject({ outcome: 'completed', connected: true, entry: 'ab-initio', learnerId: LEARNER });
    const done = (await closeCourse(page, key)).values;
    expect(done).toMatchObject({ 'cmi.core.lesson_status': 'passed', 'cmi.core.exit': '', refused: '' });
    expect(Number(done['cmi.core.score.raw'])).toBeGreaterThanOrEqual(80);
    expect(lmsState.get(key)!.calls.filter((call) => call.startsWith('cmi.core.session_time=')).length).toBeGreaterThan(0);
    expect(await page.pageErrors()).toEqual([]);
    await page.close();
    reportFigure(`SCORM 1.2 in a window of its own in ${engine.label}: API found on opener; ${done['cmi.core.lesson_status']}, raw ${done['cmi.core.score.raw']}, ${walk.screens} screens`);
  }, 180_000);

  it('hostile messages reach nothing: another origin, a wrong shape, a replayed number; the strict LMS behind a cross-origin frame refuses nothing', async () => {
    const key = `${engine.name}-hostile`;
    plan = { stopAfterPhaseId: null, hostile: true, course: 'method', firstClick: false };
    const page = await context.newPage();
    const walk = await launch(page, `v=2004&lms=strict&key=${key}&nest=${encodeURIComponent(`${host.origin}/relay.html`)}`);
    expect(walk).toMatchObject({ outcome: 'hostile', connected: true });
    // The LMS page (not the hosted page's origin) posts a well-formed verdict into the launch page.
    await page.evaluate(() => {
      const summary = { completion: 'completed', success: 'passed', scaled: 1, location: 'x', sessionSeconds: 1, resume: 'x' };
      window.frames[0]!.frames[0]!.postMessage({ type: 'ce-scorm/1', kind: 'summary', seq: Date.now() + 1e6, summary }, '*');
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const state = await closeCourse(page, key);
    expect(state.values).toMatchObject({ 'cmi.completion_status': 'incomplete', 'cmi.success_status': 'unknown', 'cmi.exit': 'suspend', refused: '' });
    expect(state.values['cmi.score.scaled']).toBeUndefined();
    expect(state.calls.filter((call) => /^cmi\.(completion_status|success_status|score)/.test(call) && call !== 'cmi.completion_status=incomplete')).toEqual([]);
    expect(await page.pageErrors()).toEqual([]);
    await page.close();
    reportFigure(`SCORM hostile messages in ${engine.label}: 5 sent (another origin, replayed, out of range, unknown kind, a string), 0 reached the LMS; API found past a cross-origin frame; strict LMS refused 0 calls`);
  }, 120_000);

  it('a hosted page that never loads: the learner is told and offered Retry, nothing but the attempt start is written', async () => {
    const key = `${engine.name}-unreachable`;
    const page = await context.newPage();
    await page.goto(`${lmsOriginOf(host.origin)}/lms.html?v=1.2&package=unreachable&key=${key}`);
    const view = await pollPage(page, () => {
      const shell = (window.frames[0] as Window | undefined)?.document;
      const retry = [...(shell?.querySelectorAll('button') ?? [])].find((button) => !button.hidden);
      return retry ? { text: shell!.body.textContent ?? '', retry: retry.textContent, frameHidden: shell!.querySelector('iframe')!.hidden } : null;
    });
    expect(view).toEqual({ text: expect.stringContaining(SHELL_TEXT.notReady), retry: SHELL_TEXT.retry, frameHidden: true });
    const state = await closeCourse(page, key);
    expect(state.values).toMatchObject({ 'cmi.core.lesson_status': 'incomplete', refused: '' });
    expect(state.calls.filter((call) => !/^cmi\.core\.(lesson_status=incomplete|exit=suspend|session_time=)/.test(call))).toEqual([]);
    await page.close();
    reportFigure(`SCORM unreachable hosted page in ${engine.label}: "${SHELL_TEXT.retry}" offered, LMS writes ${state.calls.join(', ')}`);
  }, 60_000);

  it('records the sizes: the shell gzip and both zips', () => {
    expect(shellGzip).toBeLessThan(10 * 1024);
    reportFigure(`SCORM sizes: shell.js ${shellGzip} B gzip; zip 1.2 ${zipSizes['1.2']} B, zip 2004 ${zipSizes['2004']} B`);
  });
});

/** Polls `read` in the page until it gives something. */
async function pollPage<T>(page: EnginePage, read: () => T | null, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await page.evaluate(read).catch(() => null);
    if (value) return value as T;
    if (Date.now() > until) throw new Error('timed out polling the page');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
