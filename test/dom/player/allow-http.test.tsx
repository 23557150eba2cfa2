import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoursePlayer } from '../../../src';

/**
 * The host's `allowHttp` reaches every URL field of the player's blocks and its references: off
 * (the default), a plain http URL reaches no attribute; on, it reaches each sink once; a script
 * scheme never does either way.
 */
const URL_ATTRIBUTES = ['href', 'src', 'poster'];
const at = { reveal_after: null, screen_index: 0, screen_role: 'primary' };

function courseWith(url: string) {
  return {
    contract_version: '2026-09-03', course_id: 'http', organization_id: 'o', name: 'Plain http', format: 'method', total_phases: 1,
    learning_objectives: [], accreditation: null, available_certificate_types: [], activity_details: {}, series: null,
    references: [{ number: '1', title: 'A reference', url }],
    phases: [{
      id: 'p', title: 'Fields', type: 'content', required: true, order: 0, display_mode: 'stacked', screen_count: 1,
      components: [
        { id: 'img', type: 'image', ...at, url, alt: 'An image' },
        { id: 'aud', type: 'audio', ...at, url, title: 'A sound', transcript: 'Words.' },
        { id: 'vid', type: 'video', ...at, title: 'A video', video_status: 'ready', video_url: url, poster_url: url, expires_at: '2099-01-01T00:00:00Z' },
        { id: 'web', type: 'webinar_embed', ...at, url, title: 'A webinar', starts_at: '2099-01-01T00:00:00Z' },
        { id: 'btn', type: 'button', ...at, label: 'Open the page', url },
        { id: 'hot', type: 'image_hotspot', ...at, image_url: url, alt: 'A diagram', prompt: 'Pick one.', hotspots: [{ id: 'h', label: 'Here', x: 10, y: 10 }] },
        {
          id: 'esc', type: 'narrative-escape', ...at,
          scenes: [{ id: 's', title: 'A scene', image: { url, alt: 'A scene image' }, puzzles: [{ id: 'z', prompt: 'Which?', options: [{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }] }] }],
        },
      ],
    }],
  };
}

function sinksOf(container: HTMLElement, url: string): string[] {
  return [...container.querySelectorAll('*')]
    .flatMap((element) => URL_ATTRIBUTES.filter((name) => element.getAttribute(name) === url).map((name) => `${element.tagName.toLowerCase()}[${name}]`))
    .sort();
}

describe('CoursePlayer allowHttp', () => {
  const http = 'http://localhost:6006/story-assets/diagram.svg';

  it('by default keeps a plain http URL out of every field', () => {
    const { container } = render(<CoursePlayer payload={courseWith(http)} userId="u" onSubmit={async () => ({})} />);
    expect(sinksOf(container, http)).toEqual([]);
  });

  it('when set, lets a plain http URL reach every field: image, audio, video and poster, webinar, button, hotspot, scene, reference', () => {
    const { container } = render(<CoursePlayer payload={courseWith(http)} userId="u" onSubmit={async () => ({})} allowHttp />);
    expect(sinksOf(container, http)).toEqual(['a[href]', 'a[href]', 'a[href]', 'audio[src]', 'img[src]', 'img[src]', 'img[src]', 'video[poster]', 'video[src]']);
  });

  it('when set, still keeps a javascript: URL out of every field', () => {
    const hostile = 'javascript:alert(1)';
    const { container } = render(<CoursePlayer payload={courseWith(hostile)} userId="u" onSubmit={async () => ({})} allowHttp />);
    const live = [...container.querySelectorAll('*')].filter((element) => URL_ATTRIBUTES.some((name) => element.getAttribute(name)?.toLowerCase().startsWith('javascript:')));
    expect(live).toEqual([]);
  });
});
