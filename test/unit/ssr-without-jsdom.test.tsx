import * as nodeModule from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { methodCourse } from '../fixtures';

/**
 * jsdom is an optional peer (issue 27, route 4): a browser-only host does not install it. A server
 * that renders without it sends the player with empty prose elements (the client fills them right
 * after hydration: ssr-hydration.test.tsx, "fills prose an edge server could not sanitize") and
 * says why once, on the server's console.
 */
const proseText = 'is a 58-year-old warehouse supervisor';

/** Node's module loader as on a server where jsdom was never installed. */
function withoutJsdom() {
  const builtin = process.getBuiltinModule.bind(process);
  vi.spyOn(process, 'getBuiltinModule').mockImplementation(((id: string) => {
    if (id !== 'node:module') return builtin(id);
    const createRequire = (from: string | URL) => {
      const real = nodeModule.createRequire(from);
      return (request: string) => {
        if (request === 'jsdom') throw Object.assign(new Error("Cannot find module 'jsdom'"), { code: 'MODULE_NOT_FOUND' });
        return real(request);
      };
    };
    return { ...nodeModule, createRequire };
  }) as typeof process.getBuiltinModule);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('server rendering without jsdom installed', () => {
  it('renders the player with its prose empty, and warns once why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    withoutJsdom();
    vi.resetModules();
    // Fresh modules: the sanitizer decides what the server has once per process.
    const { renderToString } = await import('react-dom/server');
    const { CoursePlayer } = await import('../../src');
    const { MISSING_JSDOM_WARNING } = await import('../../src/controls/serverWindow');
    const render = () => renderToString(<CoursePlayer payload={methodCourse} userId="u" onSubmit={async () => ({})} disclosure="host" />);
    const html = render();
    expect(html).toContain('class="method-player"');
    expect(html).toContain(methodCourse.name);
    expect(html).not.toContain(proseText);
    expect(html).toMatch(/data-block-id="intro-hook"><div class="method-prose"[^>]*><\/div>/);
    render();
    expect(warn.mock.calls).toEqual([[MISSING_JSDOM_WARNING]]);
  });

  it('with jsdom installed, the same render carries the prose and says nothing', async () => {
    const warn = vi.spyOn(console, 'warn');
    const { renderToString } = await import('react-dom/server');
    const { CoursePlayer } = await import('../../src');
    const html = renderToString(<CoursePlayer payload={methodCourse} userId="u" onSubmit={async () => ({})} disclosure="host" />);
    expect(html).toContain(proseText);
    expect(warn).not.toHaveBeenCalled();
  });
});
