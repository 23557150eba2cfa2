import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import calibration from '../fixtures/corpora/calibration-chromium156.json';
import xssVectors from '../fixtures/corpora/xss-vectors.json';
import { CoursePlayer, defaultStrings } from '../../src';
import { Rationale } from '../../src/controls/Rationale';
import { usesNativeSanitizer, whenSanitizerReady } from '../../src/controls/sanitizeHtml';
import { reportFigureFromBrowser } from '../reliability/figureFromBrowser';
import { inPageEngineLabel } from '../support/engines/inPageEngine';
import { mount } from '../support/mount';
import { dialogCalls, findDangers, restoreDialogs, settle, settleUntilFired, stubDialogs } from '../support/xssDetector';
import { xssCourseOf as courseOf } from '../support/xssCourse';

/**
 * Every vector of the external XSS corpus rendered as an `html` block of the player, in real
 * Chromium: zero dialogs, zero handlers, srcdoc or script URLs. A stacked phase shows a whole batch
 * at once; media fallback_html and the rationaleHtml returned by submit go through the same path.
 */
const BATCH = 150;


let checked = 0;

describe(`payload HTML in the player, in ${inPageEngineLabel}`, () => {
  beforeAll(async () => {
    stubDialogs();
    // Where DOMPurify is the path (WebKit), it loads on first need; loaded first, the batches render
    // sanitized at once instead of again outside act().
    await whenSanitizerReady();
  });
  afterAll(() => restoreDialogs());

  it('positive control: the detector sees raw vectors fire', async () => {
    dialogCalls.length = 0;
    const firing = new Set(calibration.vectors.filter((row) => row.firesRawInnerHTML).map((row) => row.id));
    const raw = document.createElement('div');
    document.body.append(raw);
    raw.innerHTML = xssVectors.filter((v) => firing.has(v.id)).slice(0, 5).map((v) => v.payload).join('');
    await settleUntilFired(() => dialogCalls.length > 0);
    expect(dialogCalls.length).toBeGreaterThan(0);
    expect(findDangers(raw).length).toBeGreaterThan(0);
    raw.remove();
    await settle();
    dialogCalls.length = 0;
  });

  const batches = Array.from({ length: Math.ceil(xssVectors.length / BATCH) }, (_, i) => xssVectors.slice(i * BATCH, (i + 1) * BATCH));

  it.each(batches.map((batch, i) => [`${i * BATCH + 1}-${i * BATCH + batch.length}`, batch] as const))(
    'vectors %s as html blocks, media fallback_html and submit rationaleHtml: nothing fires or survives',
    async (_range, batch) => {
      dialogCalls.length = 0;
      const { container, unmount } = await mount(
        <>
          <CoursePlayer payload={courseOf(batch)} userId="u" onSubmit={async () => ({})} />
          {batch.map((vector) => (
            <Rationale key={vector.id} rationale={{ questionId: String(vector.id), correct: false, text: null, html: vector.payload }} strings={defaultStrings} />
          ))}
        </>,
      );
      await settle();
      expect(container.querySelectorAll('.method-block[data-kind="html"]').length).toBe(batch.length);
      const dangers = findDangers(container);
      const fired = [...dialogCalls];
      await unmount();
      expect(fired).toEqual([]);
      expect(dangers).toEqual([]);
      checked += batch.length;
    },
  );

  it('figure', async () => {
    expect(checked).toBe(xssVectors.length);
    await reportFigureFromBrowser(`XSS player in ${inPageEngineLabel} (${usesNativeSanitizer() ? 'native Sanitizer API' : 'DOMPurify'}): ${checked} vectors as html blocks, media fallback_html and rationale, 0 dialogs, 0 dangers; raw control fired`);
  });
});
