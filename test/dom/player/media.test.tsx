import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import urlVectors from '../../../../shared/corpora/url-vectors.json';
import { CoursePlayer, defaultRegistry, defaultStrings } from '../../../src';
import { normalizeCourse } from '../../../src/entries/contract';
import { mediaStates } from '../../fixtures';

describe('media blocks', () => {
  it.each(
    Object.values(normalizeCourse(mediaStates).course.blocks)
      .filter((b) => ['video', 'talking-avatar', 'ai-video'].includes(b.kind))
      .map((b) => [b.id, b] as const),
  )('%s plays only when ready and unexpired, else shows poster, fallback and transcript', (_id, block) => {
    const { Renderer } = defaultRegistry.get(block.kind)!;
    const { container } = render(
      <Renderer block={block} course={normalizeCourse(mediaStates).course} answer={undefined} onAnswer={() => undefined} status="editable" rationales={{}} strings={defaultStrings} />,
    );
    const url = block.fields.video_url as string | null;
    const expired = typeof block.fields.expires_at === 'string' && Date.parse(block.fields.expires_at) <= Date.now();
    const video = container.querySelector('video');
    if (block.fields.video_status === 'ready' && !expired && url) {
      expect(video?.getAttribute('src')).toBe(url);
    } else {
      expect(video).toBeNull();
      expect(container.textContent).toContain(defaultStrings.mediaUnavailable);
      if (block.fields.transcript) expect(container.textContent).toContain(block.fields.transcript as string);
    }
  });

  it.each((urlVectors as Array<{ payload: string }>).slice(0, 106).map((v) => [v.payload]))('never puts a hostile URL into src: %s', (url) => {
    const payload = {
      contract_version: '2026-09-03', course_id: 'c', organization_id: 'o', name: 'x', format: 'method', total_phases: 1,
      learning_objectives: [], accreditation: null, available_certificate_types: [], activity_details: {}, references: [], series: null,
      phases: [{ id: 'p', title: 'P', type: 'content', required: true, order: 0, display_mode: 'stacked', screen_count: 1, components: [
        { id: 'v', type: 'video', reveal_after: null, screen_index: 0, screen_role: 'primary', video_status: 'ready', video_url: url, poster_url: url, fallback_html: '<p>x</p>' },
        { id: 'i', type: 'image', reveal_after: null, screen_index: 0, screen_role: 'primary', url, alt: 'a' },
        { id: 'a', type: 'audio', reveal_after: null, screen_index: 0, screen_role: 'primary', url },
        { id: 'w', type: 'webinar-embed', reveal_after: null, screen_index: 0, screen_role: 'primary', url, title: 'W' },
        { id: 'b', type: 'button', reveal_after: null, screen_index: 0, screen_role: 'primary', url, label: 'B' },
      ] }],
    };
    const { container } = render(<CoursePlayer payload={payload} userId="u" onSubmit={async () => ({})} />);
    const attributes = [...container.querySelectorAll('[src], [href], [poster]')].flatMap((el) => ['src', 'href', 'poster'].map((a) => el.getAttribute(a)).filter(Boolean));
    expect(attributes).toEqual([]);
  });
});
