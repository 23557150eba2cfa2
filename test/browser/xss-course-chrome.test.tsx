import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import calibration from '../fixtures/corpora/calibration-chromium156.json';
import xssVectors from '../fixtures/corpora/xss-vectors.json';
import { Debrief } from '../../src/course/Debrief';
import { dialogCalls, findDangers, restoreDialogs, settle, stubDialogs } from '../support/xssDetector';

/**
 * Every xss-vectors.json payload through the three Debrief HTML sinks in real Chromium, as
 * test/fixtures/corpora/README.md describes: dialogs stubbed and counted, 400 ms to settle per mount,
 * then a DOM walk for handlers, srcdoc and script-bearing URLs. A raw-innerHTML positive control
 * proves the detector still sees a vector fire; if it does not, the run is void.
 */

const BATCH = 100;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const calls = dialogCalls;

describe('Debrief HTML sinks in Chromium', () => {
  beforeAll(() => stubDialogs());
  afterAll(() => restoreDialogs());

  it('positive control: a raw vector fires the stub and leaves a handler the walk finds', async () => {
    calls.length = 0;
    const detached = document.createElement('div');
    detached.innerHTML = '<img src="/__method_missing__.png" onerror="alert(1)">';
    const firing = new Set(calibration.vectors.filter((row) => row.firesRawInnerHTML).map((row) => row.id));
    const raw = xssVectors.filter((vector) => firing.has(vector.id)).slice(0, 5);
    const rawContainer = document.createElement('div');
    rawContainer.innerHTML = raw.map((vector) => vector.payload).join('');
    await settle();
    expect(calls.length).toBeGreaterThan(0);
    expect(findDangers(detached)).toContain('img[onerror]');
    // Let late handlers of the raw control fire here, not inside the first batch.
    rawContainer.replaceChildren();
    await settle();
    calls.length = 0;
  });

  const batches = Array.from({ length: Math.ceil(xssVectors.length / BATCH) }, (_, index) => xssVectors.slice(index * BATCH, (index + 1) * BATCH));

  it.each(batches.map((batch, index) => [`${index * BATCH + 1}-${index * BATCH + batch.length}`, batch] as const))(
    'vectors %s: no dialog within 400 ms, no handler, srcdoc or script URL in the DOM',
    async (_range, batch) => {
      calls.length = 0;
      const host = document.createElement('div');
      document.body.append(host);
      let root: Root | undefined;
      await act(async () => {
        root = createRoot(host);
        root.render(
          <>
            {batch.map((vector) => (
              <Debrief key={vector.id} debrief={{ caseTakeaway: vector.payload, answerKeyHtml: vector.payload, nextStepsHtml: vector.payload }} />
            ))}
          </>,
        );
      });
      await settle();
      expect(host.querySelectorAll('.method-debrief').length).toBeGreaterThan(0);
      const dangers = findDangers(host);
      const fired = [...calls];
      act(() => root?.unmount());
      host.remove();
      expect(fired).toEqual([]);
      expect(dangers).toEqual([]);
    },
  );
});
