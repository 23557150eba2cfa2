import { afterNextFrame } from './harness.js';

/**
 * Screen-change latency: from the `click` on Continue or Back (window, capture) to the moment the
 * next screen's heading takes focus (`focusMs`: React rendered and committed the screen, the
 * player moved focus), and to the end of the frame after that (`frameMs`: painted).
 */
export function installScreenProbe() {
  let t0 = null;
  window.addEventListener('click', () => { t0 = performance.now(); }, true);
  window.addEventListener('focusin', (event) => {
    if (t0 === null || !event.target.matches?.('.method-screen__heading')) return;
    const focusMs = performance.now() - t0;
    const position = document.querySelector('.method-screen__position')?.textContent ?? '';
    afterNextFrame(() => {
      window.__benchScreen = { focusMs, frameMs: performance.now() - t0, position };
      t0 = null;
    });
  });
}
