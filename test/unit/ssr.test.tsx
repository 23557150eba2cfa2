import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CoursePlayer } from '../../src';
import { methodCourse } from '../fixtures';

describe('server rendering', () => {
  it('renders a player to a string without window or document', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const html = renderToString(<CoursePlayer payload={methodCourse} userId="u" onSubmit={async () => ({})} />);
    expect(html).toContain('class="method-player"');
    expect(html).toContain('Course progress');
  });
});
