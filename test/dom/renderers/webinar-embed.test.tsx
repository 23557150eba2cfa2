import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { normalizeCourse } from '../../../src/model/normalizeCourse';
import type { BlockOf } from '../../../src/model/types';
import { WebinarEmbedRenderer } from '../../../src/renderers/webinar-embed/WebinarEmbedRenderer';
import { expectAccessible, Harness, installDomPolyfills } from './support';

const LINK = 'https://events.example.org/office-hours';

function webinarBlock(component: Record<string, unknown>): BlockOf<'webinar-embed'> {
  const { course } = normalizeCourse({
    contract_version: '2026-09-03', course_id: 'c', organization_id: 'o', name: 'C', format: 'method', total_phases: 1,
    learning_objectives: [], accreditation: null, available_certificate_types: [], activity_details: {}, references: [], series: null,
    phases: [{ id: 'p', title: 'P', type: 'content', required: true, order: 0, display_mode: 'stacked', screen_count: 1,
      components: [{ id: 'w', type: 'webinar-embed', reveal_after: null, screen_index: 0, screen_role: 'primary', title: 'Live office hours', ...component }] }],
  });
  return course.blocks.w as BlockOf<'webinar-embed'>;
}

beforeAll(installDomPolyfills);

describe('webinar-embed', () => {
  it.each(['url', 'embed_url', 'join_url', 'src', 'href', 'link'])('links to the webinar given as %s', async (key) => {
    const { container } = render(<Harness Component={WebinarEmbedRenderer} block={webinarBlock({ [key]: LINK })} />);
    const link = screen.getByRole('link', { name: 'Open the webinar (new tab)' });
    expect(link.getAttribute('href')).toBe(LINK);
    expect(screen.queryByText('This link is not available.')).toBeNull();
    await expectAccessible(container);
  });

  it('skips an unsafe spelling for a safe one', () => {
    render(<Harness Component={WebinarEmbedRenderer} block={webinarBlock({ url: 'javascript:alert(1)', src: LINK })} />);
    expect(screen.getByRole('link', { name: 'Open the webinar (new tab)' }).getAttribute('href')).toBe(LINK);
  });

  it('says the link is not available when no spelling is safe', () => {
    render(<Harness Component={WebinarEmbedRenderer} block={webinarBlock({ src: 'data:text/html,<script>alert(1)</script>' })} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('This link is not available.')).toBeTruthy();
  });
});

describe('webinar caption files', () => {
  it('links each caption or subtitle file the payload names, in a new tab, and none outside the allowlist', async () => {
    const tracks = [{ src: 'https://events.example.org/oh.en.vtt', srclang: 'en', label: 'English' }, { src: 'javascript:alert(1)', srclang: 'xx' }, 'https://events.example.org/oh.es.vtt'];
    const { container } = render(<Harness Component={WebinarEmbedRenderer} block={webinarBlock({ url: LINK, captions: tracks })} />);
    expect(screen.getByText('Captions and subtitles')).toBeTruthy();
    const links = screen.getAllByRole('link').filter((link) => link.getAttribute('href')!.endsWith('.vtt'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')])).toEqual([
      ['English (new tab)', 'https://events.example.org/oh.en.vtt', '_blank'],
      ['Captions (new tab)', 'https://events.example.org/oh.es.vtt', '_blank'],
    ]);
    await expectAccessible(container);
  });
});
