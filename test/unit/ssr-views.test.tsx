import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CoursePlayer, type CoursePlayerProps } from '../../src';
import { methodCourse } from '../fixtures';

/**
 * What the learner sees first is in the server HTML, with no preload call: the disclosure of an
 * accredited course, the landing page, an activity of a lazily loaded kind. These suites run with
 * a server's modules (`#view-code`, `#kind-code` resolve to the *.server.ts twins in Node, as a
 * host's server resolves the package's `imports`), and nothing here awaits `preloadPlayerViews`.
 */
const render = (props: Partial<CoursePlayerProps> = {}) => renderToString(<CoursePlayer payload={methodCourse} userId="u" onSubmit={async () => ({})} {...props} />);
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');

describe('server HTML of the first thing a learner sees', () => {
  it('an accredited course opens on its disclosure, in full: the provider’s statements and the way on', () => {
    const html = render();
    expect(html).not.toContain('role="status">Loading…');
    expect(text(html)).toContain('Before you begin');
    expect(text(html)).toContain('None of the planners or faculty for this activity have relevant financial relationships with ineligible companies.');
    expect(html).toMatch(/<button[^>]*>Continue to the activity<\/button>/);
  });

  it('a course that opens on its landing page shows that page in full', () => {
    const html = render({ landing: true });
    expect(html).not.toContain('role="status">Loading…');
    expect(text(html)).toContain('Start the course');
    expect(text(html)).toContain('Statement of need');
  });

  it('a first screen holding a lazily loaded kind (a confidence check) shows the activity, not its loading status', () => {
    const html = render({ disclosure: 'host' });
    expect(html).not.toContain('Loading activity…');
    expect(text(html)).toContain('How confident are you in choosing therapy that protects the kidneys and heart of a patient like Mr. Hill?');
    expect(html).toContain('role="slider"');
  });
});
