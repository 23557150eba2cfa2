import * as scorm12 from 'scorm-again/scorm12';
import * as scorm2004 from 'scorm-again/scorm2004';
import { createStrictLms, type StrictLms } from '../strictLms';

/**
 * An LMS page for the browser suites: the SCORM API on this window (scorm-again, or the strict
 * double with `lms=strict`), then the dispatch package's launch page in a frame, as an LMS opens a
 * SCO. Its state goes to the test server on every commit and finish (POST /lms-state), and comes
 * back from it at the next launch (GET /lms-state), with entry=resume after a suspended exit.
 * The SCO's URL comes from the package's manifest, as an LMS reads it. `nest=<url>` puts the package
 * behind a frame of another origin (a cross-origin window in the shell's parent chain);
 * `display=window` opens it in a window of its own from an Enter button (the API on `opener`).
 * `window.__closeCourse()` unloads the package's frame or closes its window, as an LMS's Exit does.
 */
// The ESM builds export the classes by name; the package's types declare a default export.
type Api = { loadFromFlattenedJSON(json: Record<string, string>): void; renderCommitCMI(terminate: boolean): unknown; on(name: string, callback: (...args: never[]) => void): void };
type ApiClass = new (settings: object) => Api;
const named = (module: object, name: string) => ((module as Record<string, unknown>)[name] ?? (module as { default: unknown }).default) as ApiClass;
const Scorm12API = named(scorm12, 'Scorm12API');
const Scorm2004API = named(scorm2004, 'Scorm2004API');

declare global {
  interface Window {
    API?: unknown;
    API_1484_11?: unknown;
    __closeCourse: () => void;
    __lmsReady: Promise<void>;
    __strict?: StrictLms;
  }
}

const query = new URLSearchParams(location.search);
const version = query.get('v') === '1.2' ? '1.2' : '2004';
const key = query.get('key') ?? 'default';
const strict = query.get('lms') === 'strict';
const RESTORED = version === '1.2'
  ? ['cmi.core.lesson_status', 'cmi.core.lesson_location', 'cmi.suspend_data', 'cmi.core.exit', 'cmi.core.score.raw']
  : ['cmi.completion_status', 'cmi.success_status', 'cmi.location', 'cmi.suspend_data', 'cmi.exit', 'cmi.score.scaled'];

type Flat = Record<string, string>;
/** The session's SetValue calls, as `element=value`, whichever API answers them. */
const calls: string[] = [];

/** The rendered cmi object as dotted keys (cmi.core.lesson_status → value). */
function flatten(value: unknown, prefix = 'cmi'): Flat {
  if (value === null || typeof value !== 'object') return { [prefix]: String(value ?? '') };
  return Object.entries(value as Record<string, unknown>).reduce<Flat>((all, [name, inner]) => ({ ...all, ...flatten(inner, `${prefix}.${name}`) }), {});
}

async function save(values: Flat, finished: boolean) {
  await fetch(`/lms-state?key=${encodeURIComponent(key)}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ values, finished, calls }) });
}

function scormAgain(previous: Flat | null): void {
  const settings = { autocommit: false, lmsCommitUrl: false, logLevel: 5 as const };
  const api = version === '1.2' ? new Scorm12API(settings) : new Scorm2004API(settings);
  const resumed = previous?.[version === '1.2' ? 'cmi.core.exit' : 'cmi.exit'] === 'suspend';
  const start: Flat = version === '1.2' ? { 'cmi.core.student_id': 'learner-7', 'cmi.core.student_name': 'Hill, Marcus' } : { 'cmi.learner_id': 'learner-7', 'cmi.learner_name': 'Hill, Marcus' };
  for (const element of RESTORED) if (previous?.[element] && !element.endsWith('exit') && (resumed || !/location|suspend_data/.test(element))) start[element] = previous[element]!;
  start[version === '1.2' ? 'cmi.core.entry' : 'cmi.entry'] = resumed ? 'resume' : previous ? '' : 'ab-initio';
  api.loadFromFlattenedJSON(start);
  const render = () => flatten((api.renderCommitCMI(true) as { cmi: unknown }).cmi);
  // What scorm-again refuses ("false", its error code) is kept, as the strict double keeps its own:
  // a test can demand none. (Its own log is off; a refusal there would be only a console line.)
  const refused: string[] = [];
  const calls12 = ['LMSInitialize', 'LMSSetValue', 'LMSCommit', 'LMSFinish'];
  const calls2004 = ['Initialize', 'SetValue', 'Commit', 'Terminate'];
  const methods = api as unknown as Record<string, (...args: string[]) => string>;
  for (const name of version === '1.2' ? calls12 : calls2004) {
    const call = methods[name]!.bind(api);
    methods[name] = (...args: string[]) => {
      const result = call(...args);
      if (String(result) === 'false') refused.push(`${name}(${args.map((arg) => JSON.stringify(arg)).join(', ')}): error ${methods[version === '1.2' ? 'LMSGetLastError' : 'GetLastError']!.call(api)}`);
      return result;
    };
  }
  for (const [event, finished] of [['LMSCommit', false], ['Commit', false], ['LMSFinish', true], ['Terminate', true]] as const) {
    api.on(event, () => setTimeout(() => void save({ ...render(), refused: refused.join('\n') }, finished)));
  }
  api.on(version === '1.2' ? 'LMSSetValue' : 'SetValue', (element: string, value: unknown) => void calls.push(`${element}=${String(value)}`));
  if (version === '1.2') window.API = api;
  else window.API_1484_11 = api;
}

function strictDouble(previous: Flat | null): void {
  const lms = createStrictLms(version, { learnerId: 'learner-7', learnerName: 'Hill, Marcus', previous: previous ?? undefined });
  const wrap = (name: string) => {
    const inner = lms.api[name]!;
    lms.api[name] = (...args: string[]) => {
      const result = inner(...args);
      if (/SetValue$/.test(name)) calls.push(`${args[0]}=${args[1]}`);
      if (/Commit|Finish|Terminate/.test(name)) setTimeout(() => void save({ ...lms.stored(), refused: lms.refused.join('\n') }, lms.finished));
      return result;
    };
  };
  Object.keys(lms.api).forEach(wrap);
  window.__strict = lms;
  if (version === '1.2') window.API = lms.api;
  else window.API_1484_11 = lms.api;
}

/**
 * The SCO's launch URL as an LMS finds it: the manifest's default organization, its item's
 * resource, that resource's href (with the item's parameters), relative to the manifest. Nothing
 * here knows what our packager names its files.
 */
async function scoLaunchUrl(packageBase: string): Promise<string> {
  const manifestUrl = `${packageBase}/imsmanifest.xml`;
  const manifest = new DOMParser().parseFromString(await (await fetch(manifestUrl)).text(), 'application/xml');
  const byTag = (parent: Element | Document, tag: string) => [...parent.getElementsByTagNameNS('*', tag)];
  const organizations = byTag(manifest, 'organizations')[0]!;
  const organization = byTag(organizations, 'organization').find((element) => element.getAttribute('identifier') === organizations.getAttribute('default')) ?? byTag(organizations, 'organization')[0]!;
  const item = byTag(organization, 'item').find((element) => element.hasAttribute('identifierref'))!;
  const resource = byTag(manifest, 'resource').find((element) => element.getAttribute('identifier') === item.getAttribute('identifierref'))!;
  const url = new URL(resource.getAttribute('href')!, new URL(manifestUrl, location.href));
  const parameters = item.getAttribute('parameters');
  return parameters ? `${url.href}${url.search ? '&' : '?'}${parameters.replace(/^[?&]/, '')}` : url.href;
}

/** The SCO in a frame of this page (most LMSs' display), or behind a frame of another origin (`nest`). */
function openInFrame(launchUrl: string): void {
  const frame = document.createElement('iframe');
  frame.title = 'Course';
  frame.style.cssText = 'width:100%;height:90vh;border:0';
  const nest = query.get('nest');
  frame.src = nest ? `${nest}?inner=${encodeURIComponent(launchUrl)}` : launchUrl;
  // As an LMS opening a SCO does: the course's frame gets the keyboard.
  frame.addEventListener('load', () => frame.focus());
  document.body.append(frame);
  window.__closeCourse = () => frame.remove();
}

/**
 * The SCO in a window of its own, as Moodle's "New window" display opens it from an Enter button:
 * the API is then on the course window's `opener`, not up its parent chain.
 */
function openInWindow(launchUrl: string): void {
  const enter = document.createElement('button');
  enter.id = 'enter';
  enter.textContent = 'Enter';
  let course: Window | null = null;
  enter.addEventListener('click', () => void (course = window.open(launchUrl, 'sco', 'width=1024,height=768')));
  document.body.append(enter);
  window.__closeCourse = () => course?.close();
}

window.__lmsReady = fetch(`/lms-state?key=${encodeURIComponent(key)}`)
  .then((response) => response.json() as Promise<{ values: Flat } | null>)
  .then(async (previous) => {
    (strict ? strictDouble : scormAgain)(previous?.values ?? null);
    const launchUrl = await scoLaunchUrl(`${location.origin}/package/${query.get('package') ?? version}`);
    (query.get('display') === 'window' ? openInWindow : openInFrame)(launchUrl);
  });
