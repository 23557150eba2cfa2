import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SafeHtml as LoadedSafeHtml } from '../../../src/controls/SafeHtml';

/**
 * jsdom has no Sanitizer API, so it runs the path Safari and older browsers take: DOMPurify,
 * fetched on first need. Each test imports the player's modules afresh (vi.resetModules), so
 * DOMPurify has not arrived yet, and watches SafeHtml through the wait: nothing new is shown until
 * DOMPurify is there, never the unsanitized string, and hydration keeps the server's markup.
 */
const HOSTILE = '<p onclick="alert(1)">Case <b>text</b><img src=x onerror=alert(2)><script>alert(3)</script></p>';
const CLEAN = '<p>Case <b>text</b><img src="x"></p>';
type ActFlag = { IS_REACT_ACT_ENVIRONMENT?: boolean };

/** The player's modules as a page has them before DOMPurify arrives. */
async function freshModules() {
  vi.resetModules();
  const react = await import('react');
  const client = await import('react-dom/client');
  const { SafeHtml } = await import('../../../src/controls/SafeHtml');
  const sanitizer = await import('../../../src/controls/sanitizeHtml');
  return { act: react.act, createElement: react.createElement, client, SafeHtml, sanitizer };
}

/** Every markup the container showed, read after each React commit. */
function watch(container: HTMLElement): string[] {
  const seen = [container.innerHTML];
  new MutationObserver(() => seen.push(container.innerHTML)).observe(container, { childList: true, subtree: true, attributes: true, characterData: true });
  return seen;
}

describe('SafeHtml while DOMPurify loads on demand (a browser without the Sanitizer API)', () => {
  afterEach(() => {
    (globalThis as ActFlag).IS_REACT_ACT_ENVIRONMENT = undefined;
    document.body.replaceChildren();
  });

  it('renders the element empty, then the sanitized markup once DOMPurify arrives; never the raw string', async () => {
    const { act, createElement: h, client, SafeHtml, sanitizer } = await freshModules();
    (globalThis as ActFlag).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.body.appendChild(document.createElement('div'));
    const seen = watch(container);
    const root = client.createRoot(container);
    act(() => root.render(h(SafeHtml, { html: HOSTILE })));
    expect(sanitizer.isSanitizerReady()).toBe(false);
    expect(sanitizer.sanitizeHtml(HOSTILE)).toBeNull();
    expect(container.firstElementChild!.innerHTML).toBe('');
    await act(() => sanitizer.whenSanitizerReady());
    expect(sanitizer.isSanitizerReady()).toBe(true);
    expect(container.firstElementChild!.innerHTML).toBe(CLEAN);
    await new Promise((resolve) => setTimeout(resolve));
    expect(seen.filter((markup) => /onclick|onerror|<script/.test(markup))).toEqual([]);
    act(() => root.unmount());
  });

  it('keeps the server\'s markup through hydration until DOMPurify arrives, then shows the same string', async () => {
    // The server's HTML, from modules whose DOMPurify is loaded (test/support/dom-setup.ts).
    const serverHtml = renderToString(createElement(LoadedSafeHtml, { html: HOSTILE }));
    expect(serverHtml).toContain(CLEAN);
    const { act, createElement: h, client, SafeHtml, sanitizer } = await freshModules();
    (globalThis as ActFlag).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = serverHtml;
    const seen = watch(container);
    let root: ReturnType<typeof client.hydrateRoot> | undefined;
    act(() => {
      root = client.hydrateRoot(container, h(SafeHtml, { html: HOSTILE }));
    });
    expect(sanitizer.isSanitizerReady()).toBe(false);
    expect(container.firstElementChild!.innerHTML).toBe(CLEAN);
    await act(() => sanitizer.whenSanitizerReady());
    expect(container.firstElementChild!.innerHTML).toBe(CLEAN);
    await new Promise((resolve) => setTimeout(resolve));
    // Never emptied on the way, never anything but the sanitized string.
    expect(seen.map((markup) => new DOMParser().parseFromString(markup, 'text/html').body.firstElementChild?.innerHTML)).not.toContain('');
    expect(seen.filter((markup) => /onclick|onerror|<script/.test(markup))).toEqual([]);
    act(() => root!.unmount());
  });
});
