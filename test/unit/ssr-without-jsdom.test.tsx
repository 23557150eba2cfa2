import * as nodeModule from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { methodCourse } from '../fixtures';

/**
 * jsdom is an optional peer (docs/performance.md, "Plain prose skips the parse"): a browser-only host does not install it. A server
 * that renders without it sends plain prose as it is (src/controls/plainProse.ts: nothing to
 * sanitize) and any other prose as an empty element (the client fills it right after hydration:
 * ssr-hydration.test.tsx, "fills prose an edge server could not sanitize"), and says why once, on
 * the server's console.
 */
const proseText = 'is a 58-year-old warehouse supervisor';

/** The sample course with a link in its opening prose: no longer plain, so only a sanitizer may pass it. */
const linkedIntro = {
  ...methodCourse,
  phases: methodCourse.phases.map((phase) => ({
    ...phase,
    components: phase.components.map((component) =>
      component.id === 'intro-hook' ? { ...component, content: `${(component as unknown as { content: string }).content}<p><a href="https://example.com/ada">Guideline</a></p>` } : component,
    ),
  })),
};

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
  it('renders the player with prose that needs a sanitizer empty, and warns once why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    withoutJsdom();
    vi.resetModules();
    // Fresh modules: the sanitizer decides what the server has once per process.
    const { renderToString } = await import('react-dom/server');
    const { CoursePlayer } = await import('../../src');
    const { MISSING_JSDOM_WARNING } = await import('../../src/controls/serverWindow');
    const render = () => renderToString(<CoursePlayer payload={linkedIntro} userId="u" onSubmit={async () => ({})} disclosure="host" />);
    const html = render();
    expect(html).toContain('class="method-player"');
    expect(html).toContain(methodCourse.name);
    expect(html).not.toContain(proseText);
    expect(html).toMatch(/data-block-id="intro-hook"><div class="method-prose"[^>]*><\/div>/);
    render();
    expect(warn.mock.calls).toEqual([[MISSING_JSDOM_WARNING]]);
  });

  it('renders plain prose as it is, with nothing to say', async () => {
    const warn = vi.spyOn(console, 'warn');
    withoutJsdom();
    vi.resetModules();
    const { renderToString } = await import('react-dom/server');
    const { CoursePlayer } = await import('../../src');
    const html = renderToString(<CoursePlayer payload={methodCourse} userId="u" onSubmit={async () => ({})} disclosure="host" />);
    expect(html).toContain(`<strong>Marcus Hill</strong> ${proseText}`);
    expect(warn).not.toHaveBeenCalled();
  });

  it('with jsdom installed, the same render carries the prose and says nothing', async () => {
    const warn = vi.spyOn(console, 'warn');
    const { renderToString } = await import('react-dom/server');
    const { CoursePlayer } = await import('../../src');
    const html = renderToString(<CoursePlayer payload={linkedIntro} userId="u" onSubmit={async () => ({})} disclosure="host" />);
    expect(html).toContain(proseText);
    expect(html).toContain('<a href="https://example.com/ada" target="_blank" rel="noopener noreferrer">Guideline</a>');
    expect(warn).not.toHaveBeenCalled();
  });
});
