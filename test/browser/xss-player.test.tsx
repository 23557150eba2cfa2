import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import calibration from '../fixtures/corpora/calibration-chromium156.json';
import xssVectors from '../fixtures/corpora/xss-vectors.json';
import { CoursePlayer, defaultStrings } from '../../src';
import { Rationale } from '../../src/controls/Rationale';
import { mount } from '../support/mount';
import { dialogCalls, findDangers, restoreDialogs, settle, stubDialogs } from '../support/xssDetector';
import { xssCourseOf as courseOf } from '../support/xssCourse';
import { inPageEngineLabel } from '../support/engines/inPageEngine';

/**
 * Every vector of the external XSS corpus rendered as an `html` block of the player, in real
 * Chromium: zero dialogs, zero handlers, srcdoc or script URLs. A stacked phase shows a whole batch
 * at once; media fallback_html and the rationaleHtml returned by submit go through the same path.
 */
const BATCH = 150;


describe(`payload HTML in the player, in ${inPageEngineLabel}`, () => {
  beforeAll(() => stubDialogs());
  afterAll(() => restoreDialogs());

  it('positive control: the detector sees raw vectors fire', async () => {
    dialogCalls.length = 0;
    const firing = new Set(calibration.vectors.filter((row) => row.firesRawInnerHTML).map((row) => row.id));
    const raw = document.createElement('div');
    document.body.append(raw);
    raw.innerHTML = xssVectors.filter((v) => firing.has(v.id)).slice(0, 5).map((v) => v.payload).join('');
    await settle();
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
    },
  );
});
