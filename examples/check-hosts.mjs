#!/usr/bin/env node
// Builds the example host apps from the packed tarball, the way a host installs the library, and
// plays its two-part course in Chromium: vite-host on React 19 and 18.3, next-host (App Router,
// Server Component + Server Action), and scorm-host (the course delivered into a try-it LMS by
// the SCORM packages the installed CLI writes, both versions, closed midway and resumed).
// One line per check; exits non-zero when any check fails.
// The examples name the package by version ("^0.1.0"); prepare() points them at the tarball.
// Usage (after `npm run build`): node examples/check-hosts.mjs   [filter, e.g. "next-host"]
// (CHECK_HOSTS_KEEP=1 keeps the temp dir)
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright';

const root = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'ce-hosts-'));
const course = JSON.parse(readFileSync(join(root, 'examples/vite-host/course.json'), 'utf8'));
const [firstPhase, secondPhase] = course.phases;
/** The first screen's HTML block, as the sanitizer leaves it (it keeps this markup unchanged). */
const proseHtml = firstPhase.components.find((c) => c.type === 'html').content;
const proseText = 'is a 58-year-old warehouse supervisor';
const firstAnswer = secondPhase.components[0].questions[0].options[1];
/** The first screen's confidence check: a lazily loaded kind. */
const confidenceStatement = firstPhase.components.find((c) => c.type === 'confidence_check').statement;

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' };
const started = Date.now();
let failures = 0;

function report(ok, name, detail = '') {
  if (!ok) failures += 1;
  const seconds = ((Date.now() - started) / 1000).toFixed(0).padStart(4);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${seconds}s  ${name}${detail ? `: ${detail}` : ''}`);
}

/** Runs a command; resolves with its output, rejects with the tail of it when it exits non-zero. */
function run(cmd, args, cwd, { timeoutMs = 300_000, extraEnv = {} } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, args, { cwd, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolvePromise(out);
      else reject(new Error(`${cmd} ${args.join(' ')} exited ${code}\n${out.trim().split('\n').slice(-25).join('\n')}`));
    });
  });
}

/** Runs one check: a line either way, and the result (or undefined when it failed). */
async function check(name, task) {
  try {
    const result = await task();
    report(true, name);
    return { ok: true, result };
  } catch (error) {
    report(false, name, String(error?.message ?? error).replace(/\n/g, '\n      '));
    return { ok: false };
  }
}

const freePort = () =>
  new Promise((resolvePromise, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePromise(port));
    });
    server.on('error', reject);
  });

/** Starts a server in its own process group and waits until `url` answers 200. */
async function serve(cmd, args, cwd, url, extraEnv = {}) {
  const child = spawn(cmd, args, { cwd, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  for (let waited = 0; waited < 60_000; waited += 250) {
    if (child.exitCode !== null) break;
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return { stop, output: () => out };
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error(`server did not answer ${url}\n${out.trim().split('\n').slice(-15).join('\n')}`);
}

/** Copies an example (without installs or builds) and points it at the tarball and the given versions. */
function prepare(example, label, versions) {
  const dir = join(work, label);
  cpSync(join(root, 'examples', example), dir, {
    recursive: true,
    filter: (src) => !/[\\/](node_modules|dist|dist-packages|\.next)$/.test(src) && !src.endsWith('next-env.d.ts'),
  });
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  pkg.dependencies['ce-course-player'] = `file:${tarball}`;
  for (const [name, range] of Object.entries(versions)) {
    const section = pkg.dependencies[name] ? pkg.dependencies : pkg.devDependencies;
    section[name] = range;
  }
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  return dir;
}

const launchArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
let browser;

/**
 * A page in a fresh Chromium context that reaches only URLs starting with one of `reachable` and
 * keeps its problems: console errors and warnings, page errors, failed requests (but those
 * `isExpectedFailure` names).
 */
async function watchedPage(reachable, isExpectedFailure = () => false) {
  browser ??= await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: launchArgs });
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console.${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => {
    if (!isExpectedFailure(r)) problems.push(`request failed: ${r.method()} ${r.url()} (${r.resourceType()}, ${r.failure()?.errorText})`);
  });
  await page.route((u) => !reachable.some((prefix) => u.href.startsWith(prefix)), (r) => r.abort());
  return { context, page, problems };
}

/**
 * The examples' shared first part, in a page or a frame: the course's title, the first part's
 * heading and prose visible, the confidence check answered, Continue, the next part's heading.
 */
async function takeFirstPart(scope, courseName, firstTitle, nextTitle, timeout) {
  await scope.locator('.method-player__title', { hasText: courseName }).waitFor({ timeout });
  await scope.getByRole('heading', { level: 2, name: firstTitle }).waitFor({ timeout });
  await scope.getByText(proseText).waitFor({ timeout });
  const slider = scope.getByRole('slider');
  await slider.focus();
  await slider.press('ArrowRight');
  await scope.getByRole('button', { name: 'Continue' }).click({ timeout });
  await scope.getByRole('heading', { level: 2, name: nextTitle }).waitFor({ timeout });
}

/** Plays the course: title, heading and prose visible, confidence answered, Continue, one question submitted, completion shown. */
async function play(url) {
  // Only the host itself may be contacted: the course used here has no remote media.
  // Next's client cancels a Server Action's response stream once it has read the result (the
  // action answered 200 and the player went on): a cancelled read, not a failed request.
  const { context, page, problems } = await watchedPage([url], (r) => r.headers()['next-action'] && r.failure()?.errorText === 'net::ERR_ABORTED');
  const timeout = 15_000;
  try {
    await page.goto(url, { waitUntil: 'load' });
    await takeFirstPart(page, course.name, firstPhase.title, secondPhase.title, timeout);
    await page.getByRole('radio', { name: firstAnswer }).click({ timeout });
    await page.getByRole('button', { name: 'Submit answers' }).click({ timeout });
    // The second part is the last: a passed submission ends the course.
    await page.getByRole('heading', { name: 'You have completed this course.' }).waitFor({ timeout });
    // Late hydration or effect errors land after the last interaction.
    await page.waitForTimeout(300);
  } finally {
    await context.close();
  }
  if (problems.length) throw new Error(problems.join('\n'));
}

/** Opens an accredited course: its disclosure is there before and after hydration, and its button leads to the first screen. */
async function continueFromDisclosure(url) {
  const { context, page, problems } = await watchedPage([url.replace(/accredited$/, '')]);
  const timeout = 15_000;
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.getByRole('heading', { name: 'Before you begin' }).waitFor({ timeout });
    // The server's button is there before hydration, and inert until it: press it until it answers.
    for (let tries = 0; !(await page.getByText(proseText).count()); tries += 1) {
      if (tries === 10) throw new Error('the disclosure\'s button never led on');
      await page.getByRole('button', { name: 'Continue to the activity' }).click({ timeout });
      await page.getByText(proseText).waitFor({ timeout: 1_500 }).catch(() => undefined);
    }
    await page.getByRole('slider').waitFor({ timeout });
    await page.waitForTimeout(300);
    if (await page.getByText('Loading…', { exact: true }).count()) throw new Error('a loading status shows');
  } finally {
    await context.close();
  }
  if (problems.length) throw new Error(problems.join('\n'));
}

async function checkVite(label, dir) {
  const name = `vite-host (${label})`;
  if (!(await check(`${name}: tsc --noEmit`, () => run('npx', ['tsc', '--noEmit'], dir))).ok) return;
  if (!(await check(`${name}: vite build`, () => run('npx', ['vite', 'build'], dir))).ok) return;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const server = await check(`${name}: vite preview on ${url}`, () => serve('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], dir, url));
  if (!server.ok) return;
  try {
    await check(`${name}: Chromium plays the course (answer, Continue, submit), console clean`, () => play(url));
  } finally {
    server.result.stop();
  }
}

async function checkNext(dir) {
  const name = 'next-host (Next.js, React 19)';
  if (!(await check(`${name}: next build`, () => run('npx', ['next', 'build'], dir))).ok) return;
  // next build writes next-env.d.ts and the route types tsc reads.
  if (!(await check(`${name}: tsc --noEmit`, () => run('npx', ['tsc', '--noEmit'], dir))).ok) return;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const server = await check(`${name}: next start on ${url}`, () => serve('npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(port)], dir, url));
  if (!server.ok) return;
  try {
    await check(`${name}: server HTML has the first screen's HTML block`, async () => {
      const html = await (await fetch(url)).text();
      if (!html.includes(proseHtml)) throw new Error(`"${proseText}" is not in the server HTML`);
      if (!html.includes(`${course.name}: 2 parts, 0 payload notices.`)) throw new Error('the Server Component did not render normalizeCourse output');
    });
    // A server has all the code: a lazily loaded kind (the confidence check) and an accredited
    // course's disclosure are in its HTML in full, with no preload call, never a loading status.
    await check(`${name}: server HTML has the first screen's lazily loaded activity, not its loading status`, async () => {
      const html = await (await fetch(url)).text();
      if (!html.includes(confidenceStatement)) throw new Error('the confidence check\'s statement is not in the server HTML');
      if (html.includes('Loading activity…')) throw new Error('the server HTML holds a loading status');
    });
    await check(`${name}: server HTML of an accredited course has its disclosure`, async () => {
      const html = await (await fetch(`${url}accredited`)).text();
      for (const text of ['Before you begin', 'None of the planners or faculty for this activity have relevant financial relationships with ineligible companies.', 'Continue to the activity']) {
        if (!html.includes(text)) throw new Error(`"${text}" is not in the server HTML`);
      }
      if (html.includes('Loading…')) throw new Error('the server HTML holds a loading status in the disclosure\'s place');
    });
    await check(`${name}: the development service's route handlers answer the sample course`, async () => {
      const response = await fetch(`${url}api/ce/course-content`);
      const sample = await response.json();
      if (!response.ok || !Array.isArray(sample.phases) || sample.phases.length < 3) throw new Error(`GET /api/ce/course-content answered ${response.status}`);
    });
    await check(`${name}: Chromium hydrates the accredited course's disclosure and continues, console clean`, () => continueFromDisclosure(`${url}accredited`));
    await check(`${name}: Chromium hydrates and plays the course, console clean`, () => play(url));
  } finally {
    server.result.stop();
  }
}

/** scorm-host's course (vite-host's introduction, then a one-screen post-assessment) and the answer its keys hold correct. */
const scormCourse = JSON.parse(readFileSync(join(root, 'examples/scorm-host/course.json'), 'utf8'));
const scormKeys = JSON.parse(readFileSync(join(root, 'examples/scorm-host/course.keys.json'), 'utf8'));
const [scormIntro, scormAssessment] = scormCourse.phases;
const scormAnswer = scormKeys.components[scormAssessment.components[0].id].items[0].correct;
/** The LMS's elements the check reads, by SCORM version. */
const CMI = {
  '1.2': { status: 'cmi.core.lesson_status', location: 'cmi.core.lesson_location', entry: 'cmi.core.entry', exit: 'cmi.core.exit' },
  '2004': { status: 'cmi.completion_status', location: 'cmi.location', entry: 'cmi.entry', exit: 'cmi.exit' },
};

/**
 * Takes scorm-host's course in its try-it LMS: the LMS page on `lms` frames the package's launch
 * page, which frames the hosted page on `hosted`. With `closeMidway`, the learner leaves after the
 * first part (Exit course) and launches again: the course must open on the same screen. The LMS's
 * record is read from its page's data model table, as a person reads it.
 */
async function takeScormCourse(lms, hosted, version, { closeMidway }) {
  // Only the two origins of the example may be contacted.
  const { context, page, problems } = await watchedPage([`${lms}/`, `${hosted}/`]);
  // Saves and submissions on their way: the learner leaves once they have arrived, as a person reading the screen would.
  let sending = 0;
  const isBackendCall = (r) => r.url().startsWith(`${hosted}/progress/`) || r.url() === `${hosted}/submit`;
  page.on('request', (r) => void (isBackendCall(r) && (sending += 1)));
  for (const ended of ['requestfinished', 'requestfailed']) page.on(ended, (r) => void (isBackendCall(r) && (sending -= 1)));
  const settled = async () => {
    for (let quiet = 0; quiet < 3; quiet = sending === 0 ? quiet + 1 : 0) await page.waitForTimeout(100);
  };
  const timeout = 15_000;
  const cmi = CMI[version];
  const model = () => page.locator('#model tr').evaluateAll((rows) => Object.fromEntries(rows.map((row) => [row.dataset.element, row.querySelector('td').textContent])));
  const modelShows = async (expected) => {
    for (const until = Date.now() + timeout; ; await page.waitForTimeout(100)) {
      const shown = await model();
      if (Object.entries(expected).every(([element, value]) => (shown[element] ?? '') === value)) return shown;
      if (Date.now() > until) throw new Error(`the LMS's data model never showed ${JSON.stringify(expected)}; it shows ${JSON.stringify(shown)}`);
    }
  };
  const exitCourse = async () => {
    await settled();
    await page.getByRole('button', { name: 'Exit course' }).click({ timeout });
  };
  try {
    await page.goto(`${lms}/?v=${version}`, { waitUntil: 'load' });
    const course = page.frameLocator('#course iframe').frameLocator('iframe');
    await takeFirstPart(course, scormCourse.name, scormIntro.title, scormAssessment.title, timeout);
    const screen = `${scormAssessment.id}#0`;
    if (closeMidway) {
      await modelShows({ [cmi.location]: screen });
      await exitCourse();
      await modelShows({ [cmi.status]: 'incomplete', [cmi.exit]: 'suspend', [cmi.location]: screen, 'cmi.suspend_data': `ce1:${screen}` });
      await page.getByRole('button', { name: 'Launch again' }).click({ timeout });
      await course.getByRole('heading', { level: 2, name: scormAssessment.title }).waitFor({ timeout });
      if (await course.getByRole('heading', { level: 2, name: scormIntro.title }).count()) throw new Error('the relaunched course opened on the first screen');
      await modelShows({ [cmi.entry]: 'resume' });
    }
    await course.getByRole('radio', { name: scormAnswer }).click({ timeout });
    await course.getByRole('button', { name: 'Submit answers' }).click({ timeout });
    await course.getByRole('heading', { name: 'You have completed this course.' }).waitFor({ timeout });
    await exitCourse();
    const done = await modelShows(version === '1.2' ? { [cmi.status]: 'passed', [cmi.exit]: '' } : { [cmi.status]: 'completed', 'cmi.success_status': 'passed', [cmi.exit]: 'normal' });
    const score = Number(done[version === '1.2' ? 'cmi.core.score.raw' : 'cmi.score.scaled']);
    if (!(score > 0)) throw new Error(`the LMS holds no score: ${JSON.stringify(done)}`);
  } finally {
    await context.close();
  }
  if (problems.length) throw new Error(problems.join('\n'));
}

async function checkScorm(dir) {
  const name = 'scorm-host (SCORM, React 19)';
  if (!(await check(`${name}: tsc --noEmit`, () => run('npx', ['tsc', '--noEmit'], dir))).ok) return;
  if (!(await check(`${name}: vite build`, () => run('npx', ['vite', 'build'], dir))).ok) return;
  // Free ports for both origins: the packages' launch URL and allowed LMS origin follow them.
  const ports = { PORT_LMS: String(await freePort()), PORT_HOSTED: String(await freePort()) };
  const lms = `http://localhost:${ports.PORT_LMS}`;
  const hosted = `http://127.0.0.1:${ports.PORT_HOSTED}`;
  const packaged = await check(`${name}: npm run package (the installed CLI, SCORM 1.2 and 2004)`, async () => {
    await run('npm', ['run', 'package'], dir, { extraEnv: ports });
    const { packages } = JSON.parse(readFileSync(join(dir, 'dist-packages/credentials.json'), 'utf8'));
    for (const version of ['1.2', '2004']) {
      if (!existsSync(join(dir, 'dist-packages', `course-${version}.zip`)) || !/^[\w-]{43}$/.test(packages[version]?.credential ?? '')) throw new Error(`no SCORM ${version} package or credential`);
    }
    return packages;
  });
  if (!packaged.ok) return;
  const server = await check(`${name}: npm start (LMS on ${lms}, hosted page on ${hosted})`, () => serve('npm', ['start'], dir, `${hosted}/`, ports));
  if (!server.ok) return;
  try {
    await check(`${name}: the backend refuses an unknown credential (403), no token (401), a malformed submission (400)`, async () => {
      const post = (path, body, headers = {}) => fetch(`${hosted}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
      const launch = { credential: packaged.result['2004'].credential, lmsOrigin: lms, learnerId: 'check' };
      const statuses = [(await post('/scorm/token', { ...launch, credential: 'x' })).status, (await post('/submit', {})).status];
      const { token } = await (await post('/scorm/token', launch)).json();
      const refused = await post('/submit', { phase_id: scormAssessment.id }, { Authorization: `Bearer ${token}` });
      statuses.push(refused.status);
      if (statuses.join() !== '403,401,400' || (await refused.json()).success !== false) throw new Error(`answered ${statuses.join(', ')}`);
    });
    await check(`${name}: Chromium takes the course in the LMS over SCORM 2004, closed midway and relaunched on the same screen, finished completed/passed with a score, console clean`, () =>
      takeScormCourse(lms, hosted, '2004', { closeMidway: true }));
    await check(`${name}: Chromium takes the course in the LMS over SCORM 1.2, finished passed with a score, console clean`, () => takeScormCourse(lms, hosted, '1.2', { closeMidway: false }));
  } finally {
    server.result.stop();
  }
}

let tarball;
try {
  if (!existsSync(join(root, 'dist/index.js'))) await check('library: npm run build', () => run('npm', ['run', 'build'], root));
  const packed = await check('library: npm pack', () => run('npm', ['pack', '--silent', '--pack-destination', work], root));
  if (!packed.ok) process.exit(1);
  tarball = join(work, packed.result.trim().split('\n').pop());

  const hosts = [
    { example: 'vite-host', label: 'React 19', react: '19.', versions: {} },
    {
      example: 'vite-host',
      label: 'React 18.3',
      react: '18.3.',
      versions: { react: '~18.3.1', 'react-dom': '~18.3.1', '@types/react': '~18.3.0', '@types/react-dom': '~18.3.0' },
    },
    { example: 'next-host', label: 'Next.js', react: '19.', versions: {} },
    { example: 'scorm-host', label: 'SCORM', react: '19.', versions: {} },
  ]
    .filter((host) => `${host.example} ${host.label}`.includes(process.argv[2] ?? ''))
    .map((host) => ({ ...host, dir: prepare(host.example, host.label.replace(/\W+/g, '-'), host.versions) }));

  // Installs are network-bound: run them together, then build one host at a time (CPU-bound).
  const installs = await Promise.all(
    hosts.map((host) => check(`${host.example} (${host.label}): npm install from the tarball`, async () => {
      await run('npm', ['install', '--no-package-lock', '--loglevel=error'], host.dir);
      const { version } = JSON.parse(readFileSync(join(host.dir, 'node_modules/react/package.json'), 'utf8'));
      if (!version.startsWith(host.react)) throw new Error(`installed react ${version}, expected ${host.react}x`);
      // jsdom is an optional peer, for server rendering only: a browser-only host never installs it.
      const jsdom = existsSync(join(host.dir, 'node_modules/jsdom'));
      if (jsdom !== (host.example === 'next-host')) throw new Error(`jsdom ${jsdom ? 'installed' : 'missing'}: expected only where the host renders on the server`);
    })),
  );
  for (const [i, host] of hosts.entries()) {
    if (!installs[i].ok) continue;
    if (host.example === 'vite-host') await checkVite(host.label, host.dir);
    else if (host.example === 'scorm-host') await checkScorm(host.dir);
    else await checkNext(host.dir);
  }
} finally {
  await browser?.close();
  if (process.env.CHECK_HOSTS_KEEP) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
console.log(`${failures ? `${failures} host check(s) failed` : 'all host checks passed'} in ${((Date.now() - started) / 1000).toFixed(0)}s`);
process.exit(failures ? 1 : 0);
