// In-page probes shared by every bench page; run.mjs reads what they leave on window.
// Marks: bench:start (inline script in <head>), bench:ready (the page's content is in the DOM),
// bench:frame (the end of the next frame after ready: style, layout and paint done).

export { RADIO } from './questions.js';

const params = new URLSearchParams(location.search);
export const N = Number(params.get('n') || 50);
/** `?prose=linked`: a link in every paragraph (questions.js). */
export const PROSE = { linked: params.get('prose') === 'linked' };
export const rootEl = document.getElementById('root');

/** Calls `cb` once the next frame has been produced (rAF, then a task after it). */
export function afterNextFrame(cb) {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = cb;
    channel.port2.postMessage(0);
  });
}

/** Marks ready once `isReady()` holds (checked on every DOM mutation), then the frame after it. */
export function watchReady(isReady) {
  const observer = new MutationObserver(() => {
    if (!isReady()) return;
    observer.disconnect();
    performance.mark('bench:ready');
    afterNextFrame(() => {
      performance.mark('bench:frame');
      window.__benchReady = true;
    });
  });
  observer.observe(rootEl, { childList: true, subtree: true, characterData: true });
}

/**
 * Click latency: from the first `click` event (window, capture) to a microtask queued behind the
 * page's handlers (handlers plus React's synchronous commit: `jsMs`), and to the end of the next
 * frame (`frameMs`). A run.mjs click resets it through window.__benchClick = null.
 */
export function installClickProbe() {
  let t0 = null;
  let tJs = 0;
  window.addEventListener('click', () => { t0 ??= performance.now(); }, true);
  window.addEventListener('click', () => {
    queueMicrotask(() => { tJs = performance.now(); });
    afterNextFrame(() => {
      if (t0 === null) return;
      window.__benchClick = { jsMs: tJs - t0, frameMs: performance.now() - t0 };
      t0 = null;
    });
  });
}
