import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CoursePlayer, indexedDbProgress, type PlayerEvent } from '../../src';
import { methodCourse } from '../fixtures';

type Payload = typeof methodCourse;

/** methodCourse with its first screen's html block (intro-hook) holding `html`. */
function withFirstHtml(html: string): Payload {
  const course = structuredClone(methodCourse) as unknown as { phases: { components: { id: string; content?: string }[] }[] };
  const hook = course.phases[0]!.components.find((component) => component.id === 'intro-hook')!;
  hook.content = html;
  return course as unknown as Payload;
}

// The first screen's prose is what these look at: the disclosure before it is the host's here.
const render = (payload: Payload) => renderToString(<CoursePlayer payload={payload} userId="u" onSubmit={async () => ({})} disclosure="host" />);

describe('server rendering', () => {
  it('renders a player to a string without window or document', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const html = render(methodCourse);
    expect(html).toContain('class="method-player"');
    expect(html).toContain('Course progress');
  });

  it('with an async storage (indexedDbProgress, no IndexedDB on a server), sends the loading status, as the browser first renders it', async () => {
    const events: PlayerEvent[] = [];
    const html = renderToString(
      <CoursePlayer payload={methodCourse} userId="u" onSubmit={async () => ({})} persistence={{ key: 'ce', storage: indexedDbProgress() }} onEvent={(event) => events.push(event)} />,
    );
    expect(html).toContain('<p class="method-activity-loading" role="status">Loading your progress…</p>');
    expect(html).not.toContain('method-screen');
    // Reported once the persistence code (a chunk of its own) has come and read the storage.
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toContainEqual({ type: 'diagnostic', message: 'stored progress could not be read (IndexedDB is not available here); starting fresh without saving over it' });
  });

  it("puts the first screen's prose in the server HTML, so it shows before any script runs", () => {
    const html = render(methodCourse);
    expect(html).toContain('<strong>Marcus Hill</strong> is a 58-year-old warehouse supervisor');
    expect(html).toContain('His last A1C was 8.9%.');
  });

  it('sanitizes that prose on the server as the browser does (DOMPurify, same rules)', () => {
    const html = render(
      withFirstHtml('<p>Kept text</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">bad</a><a href="https://example.org">out</a><p style="color:red">styled</p><form><input></form>'),
    );
    const prose = /<div class="method-prose"[^>]*>(.*?)<\/div>/s.exec(html)?.[1] ?? '';
    expect(prose).toContain('<p>Kept text</p>');
    expect(prose).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">out</a>');
    expect(prose).toContain('<img src="x">');
    expect(prose).not.toMatch(/onerror|<script|javascript:|style="|<form|<input/);
  });

  it('shows a lazily loaded kind in full (a server has its code: no loading status, no preload), the rest of the screen as content', () => {
    const payload = structuredClone(methodCourse) as unknown as { phases: { components: Record<string, unknown>[] }[] };
    payload.phases[0]!.components.splice(1, 0, {
      id: 'ssr-cards', type: 'card-flip', reveal_after: null, screen_index: 0, screen_role: 'primary',
      cards: [{ id: 'k', text: 'SGLT2 inhibitor' }, { id: 'd', text: 'Dapagliflozin' }],
    });
    const html = render(payload as unknown as Payload);
    const start = html.indexOf('<div class="method-block" data-kind="card-flip" data-block-id="ssr-cards"><div class="method-lazy">');
    expect(start).toBeGreaterThan(-1);
    const block = html.slice(start, html.indexOf('data-block-id=', start + 80));
    expect(block).toContain('SGLT2 inhibitor');
    expect(block).toContain('Dapagliflozin');
    expect(html).not.toContain('Loading activity…');
    expect(html).toContain('<strong>Marcus Hill</strong> is a 58-year-old warehouse supervisor');
  });
});
