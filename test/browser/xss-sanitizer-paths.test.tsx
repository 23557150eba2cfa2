import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import calibration from '../fixtures/corpora/calibration-chromium156.json';
import urlVectors from '../fixtures/corpora/url-vectors.json';
import xssVectors from '../fixtures/corpora/xss-vectors.json';
import { CoursePlayer } from '../../src';
import { allowNativeSanitizer, usesNativeSanitizer, whenSanitizerReady } from '../../src/controls/sanitizeHtml';
import { reportFigureFromBrowser } from '../reliability/figureFromBrowser';
import { inPageEngineLabel } from '../support/engines/inPageEngine';
import { mount } from '../support/mount';
import { dialogCalls, findDangers, restoreDialogs, settle, settleUntilFired, stubDialogs } from '../support/xssDetector';
import { xssCourseOf as courseOf } from '../support/xssCourse';

/**
 * The XSS corpus and the URL corpus through both sanitizer paths, in the player, in Chromium: the
 * native Sanitizer API (what Chromium 146+ runs) and DOMPurify (what Safari, older browsers and the
 * server run, forced here). Each batch is mounted, left to settle, then every element of the
 * sanitized markup is clicked: no dialog, no handler, srcdoc or script URL, on either path. The
 * positive control renders the same vectors unsanitized and clicks a javascript: link, through the
 * same detector and the same clicks, and requires both to fire.
 */
const BATCH = 200;
const XLINK = 'http://www.w3.org/1999/xlink';

/** A data: URL on a media element's source, which DOMPurify keeps by design: media load it as media, never as a page. */
const MEDIA_DATA_URL = /^(img|video|audio|source|track|image)\[(src|href|xlink:href)=data:/;

const compact = (url: string) => url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();

/** Lets a script URL's click run (so the detector sees it); keeps every other link from navigating the test page. */
function keepOnPage(event: MouseEvent): void {
  const link = (event.target as Element | null)?.closest?.('a, area');
  if (!link) return;
  const href = link.getAttribute('href') ?? link.getAttributeNS(XLINK, 'href') ?? '';
  if (!/^(javascript|vbscript):/.test(compact(href))) event.preventDefault();
}

/** Clicks every element under `root`, as a user could. */
function clickEverything(root: Element): number {
  const elements = Array.from(root.querySelectorAll('*'));
  for (const element of elements) element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
  return elements.length;
}

/** Every html sink of the mounted player, clicked through. */
function clickSanitized(container: HTMLElement): number {
  return Array.from(container.querySelectorAll('[data-method-html]')).reduce((count, sink) => count + clickEverything(sink), 0);
}

const batches = Array.from({ length: Math.ceil(xssVectors.length / BATCH) }, (_, i) => xssVectors.slice(i * BATCH, (i + 1) * BATCH));
const urlProse = urlVectors.map((vector) => {
  const url = vector.payload.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const payload = `<p><a href="${url}">link</a> <img src="${url}" alt="i"> <video poster="${url}" src="${url}"></video></p><svg><a xlink:href="${url}"><text>svg link</text></a></svg><map name="m"><area href="${url}" alt="a"></map>`;
  return { id: vector.id, payload };
});

// WebKit has no HTML Sanitizer API: there the player takes DOMPurify with the native path allowed,
// as a Safari learner's does. Chromium runs both paths, DOMPurify forced.
const paths: Array<[name: string, native: boolean]> = inPageEngineLabel === 'WebKit' ? [['DOMPurify', false]] : [['native Sanitizer API', true], ['DOMPurify', false]];
const checked = { xss: 0, url: 0 };

describe.each(paths)(`payload HTML through the %s path, in ${inPageEngineLabel}`, (_path, native) => {
  beforeAll(async () => {
    stubDialogs();
    document.addEventListener('click', keepOnPage, true);
    allowNativeSanitizer(native || inPageEngineLabel === 'WebKit');
    await whenSanitizerReady();
  });
  afterAll(() => {
    allowNativeSanitizer(true);
    document.removeEventListener('click', keepOnPage, true);
    restoreDialogs();
  });

  it('runs on the path it names', () => {
    expect(usesNativeSanitizer()).toBe(native);
  });

  it('positive control: unsanitized, the vectors fire on mount and a javascript: link fires on click', async () => {
    dialogCalls.length = 0;
    const firing = new Set(calibration.vectors.filter((row) => row.firesRawInnerHTML).map((row) => row.id));
    const raw = document.createElement('div');
    document.body.append(raw);
    raw.innerHTML = xssVectors.filter((vector) => firing.has(vector.id)).slice(0, 5).map((vector) => vector.payload).join('');
    await settleUntilFired(() => dialogCalls.length > 0);
    const onMount = dialogCalls.length;
    expect(findDangers(raw).length).toBeGreaterThan(0);
    raw.innerHTML = '<p><a href="java&#9;script:alert(&quot;clicked&quot;)">x</a></p>';
    clickEverything(raw);
    await settleUntilFired(() => dialogCalls.length > onMount);
    raw.remove();
    expect(onMount).toBeGreaterThan(0);
    expect(dialogCalls.slice(onMount)).toContain('alert(clicked)');
    dialogCalls.length = 0;
  });

  it.each(batches.map((batch, i) => [`${i * BATCH + 1}-${i * BATCH + batch.length}`, batch] as const))(
    'XSS vectors %s: nothing fires on mount or on click, nothing dangerous survives',
    async (_range, batch) => {
      dialogCalls.length = 0;
      const { container, unmount } = await mount(<CoursePlayer payload={courseOf(batch)} userId="u" onSubmit={async () => ({})} />);
      expect(container.querySelectorAll('.method-block[data-kind="html"]').length).toBe(batch.length);
      await settle();
      const dangers = findDangers(container);
      const clicked = clickSanitized(container);
      await settle();
      const fired = [...dialogCalls];
      await unmount();
      expect(clicked).toBeGreaterThan(batch.length);
      expect(fired).toEqual([]);
      expect(dangers).toEqual([]);
      checked.xss += batch.length;
    },
  );

  it('URL vectors in prose links, images, video, SVG links and image maps: nothing fires on mount or on click', async () => {
    dialogCalls.length = 0;
    const { container, unmount } = await mount(<CoursePlayer payload={courseOf(urlProse)} userId="u" onSubmit={async () => ({})} />);
    expect(container.querySelectorAll('.method-block[data-kind="html"]').length).toBe(urlProse.length);
    await settle();
    const dangers = findDangers(container).filter((danger) => !MEDIA_DATA_URL.test(danger));
    clickSanitized(container);
    await settle();
    const fired = [...dialogCalls];
    await unmount();
    expect(fired).toEqual([]);
    expect(dangers).toEqual([]);
    checked.url += urlProse.length;
  });
});

it('figure', async () => {
  expect(checked.xss).toBe(xssVectors.length * paths.length);
  await reportFigureFromBrowser(`XSS sanitizer paths in ${inPageEngineLabel} (${paths.map(([name]) => name).join(' and ')}): ${checked.xss} XSS vector renders and ${checked.url} URL vector renders mounted and clicked through, 0 dialogs, 0 dangers; raw control fired`);
});
