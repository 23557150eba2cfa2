import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CoursePlayer, preloadPlayerViews } from '../../src';
import { methodCourse } from '../fixtures';

const render = () => renderToString(<CoursePlayer payload={methodCourse} userId="u" onSubmit={async () => ({})} landing />);
const loading = '<p class="method-activity-loading" role="status">Loading…</p>';

/** The landing page is a chunk of its own: the server shows its content only when the host preloaded it. */
describe('server rendering of the landing page', () => {
  it('shows a loading status in its place while its code is not loaded, the rest of the player as content', () => {
    const html = render();
    expect(html).toContain(loading);
    expect(html).not.toContain('Start the course');
    expect(html).toContain('Course progress');
  });

  it('shows the landing page itself once the host has awaited preloadPlayerViews', async () => {
    await preloadPlayerViews();
    const html = render();
    expect(html).not.toContain(loading);
    expect(html).toContain('Start the course');
    expect(html).toContain('Statement of need');
  });
});
