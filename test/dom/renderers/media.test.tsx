import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { normalizeCourse } from '../../../src/model/normalizeCourse';
import type { MediaBlock } from '../../../src/renderers/media/MediaFallback';
import { MediaFallback } from '../../../src/renderers/media/MediaFallback';
import { MediaRenderer } from '../../../src/renderers/media/MediaRenderer';
import { expectAccessible, Harness, installDomPolyfills } from './support';

const URL = 'https://media.example.org/signed/v.mp4';
const POSTER = 'https://cdn.example.org/poster.jpg';
const SUMMARY = 'An early eGFR dip after starting an SGLT2 inhibitor is expected.';

/** One delivered media component, normalized as the player would. */
function mediaBlock(component: Record<string, unknown>): MediaBlock {
  const { course } = normalizeCourse({
    contract_version: '2026-09-03', course_id: 'c', organization_id: 'o', name: 'C', format: 'method', total_phases: 1,
    learning_objectives: [], accreditation: null, available_certificate_types: [], activity_details: {}, references: [], series: null,
    phases: [{ id: 'p', title: 'P', type: 'content', required: true, order: 0, display_mode: 'stacked', screen_count: 1,
      components: [{ id: 'm', reveal_after: null, screen_index: 0, screen_role: 'primary', title: 'The eGFR dip', ...component }] }],
  });
  return course.blocks.m as MediaBlock;
}

beforeAll(installDomPolyfills);
afterEach(() => vi.useRealTimers());

describe('plain video', () => {
  it.each(['url', 'video_url', 'src'])('plays from %s without a video_status', (key) => {
    const { container } = render(<Harness Component={MediaRenderer} block={mediaBlock({ type: 'video', [key]: URL, fallback_html: `<p>${SUMMARY}</p>` })} />);
    expect(container.querySelector('video')?.getAttribute('src')).toBe(URL);
    expect(screen.queryByText(/cannot be played right now/)).toBeNull();
  });

  it('without a usable URL says it cannot be played and shows the summary', () => {
    render(<Harness Component={MediaRenderer} block={mediaBlock({ type: 'video', url: 'javascript:alert(1)', fallback_html: `<p>${SUMMARY}</p>` })} />);
    expect(screen.getByText(/This video cannot be played right now/)).toBeTruthy();
    expect(screen.getByText(SUMMARY)).toBeTruthy();
  });
});

describe('ready talking-avatar and ai-video', () => {
  it.each(['talking-avatar', 'ai-video'])('%s keeps its sanitized fallback_html one click away under "Transcript"', async (type) => {
    const user = userEvent.setup();
    const block = mediaBlock({
      type, video_status: 'ready', video_url: URL, expires_at: '2099-01-01T00:00:00Z',
      fallback_html: `<p>${SUMMARY}</p><img src="x" alt="" onerror="alert(1)"><script>alert(2)</script>`,
    });
    const { container } = render(<Harness Component={MediaRenderer} block={block} />);
    expect(container.querySelector('video')?.getAttribute('src')).toBe(URL);
    const summary = screen.getByText('Transcript');
    expect(summary.tagName).toBe('SUMMARY');
    await user.click(summary);
    expect(summary.closest('details')?.open).toBe(true);
    expect(screen.getByText(SUMMARY)).toBeTruthy();
    expect(container.querySelector('script, [onerror]')).toBeNull();
    await expectAccessible(container);
  });
});

describe('video states', () => {
  it('shows the poster in a frame, and on a load error stops and says so in that frame, the transcript one click away as before', async () => {
    const block = mediaBlock({ type: 'video', url: URL, poster_url: POSTER, fallback_html: `<p>${SUMMARY}</p>`, transcript: 'Expect a small dip.' });
    const { container } = render(<Harness Component={MediaRenderer} block={block} />);
    const video = container.querySelector('video')!;
    expect(video.getAttribute('poster')).toBe(POSTER);
    expect(video.closest('.method-media__frame')).not.toBeNull();
    fireEvent.error(video);
    expect(container.querySelector('video, img')).toBeNull();
    expect(container.querySelector('.method-media__frame')?.textContent).toBe('This video could not be played. Its content is in the transcript below.');
    const transcript = screen.getByText('Transcript').closest('details')!;
    expect(transcript.open).toBe(false);
    fireEvent.click(screen.getByText('Transcript'));
    expect(transcript.open).toBe(true);
    expect(within(transcript).getByText(SUMMARY)).toBeTruthy();
    expect(within(transcript).getByText('Expect a small dip.')).toBeTruthy();
    await expectAccessible(container);
  });

  it.each([
    ['pending', { video_status: 'pending', video_url: null }, /This video is still being prepared/],
    ['failed', { video_status: 'failed', video_url: null }, /This video could not be played/],
    ['expired', { video_status: 'ready', video_url: URL, expires_at: '2026-01-01T00:00:00Z' }, /This video link has expired; refreshing…/],
  ])('a %s talking-avatar says so in its own words, with its summary', (_state, fields, message) => {
    const { container } = render(<Harness Component={MediaRenderer} block={mediaBlock({ type: 'talking-avatar', fallback_html: `<p>${SUMMARY}</p>`, ...fields })} />);
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByText(SUMMARY)).toBeTruthy();
  });

  it('never plays a URL that expired after mount: play shows the expired notice instead (spec 2.8 rule 6)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-09-03T10:00:00Z'));
    const block = mediaBlock({ type: 'ai-video', video_status: 'ready', video_url: URL, expires_at: '2026-09-03T11:00:00Z', fallback_html: `<p>${SUMMARY}</p>` });
    const { container } = render(<Harness Component={MediaRenderer} block={block} />);
    const video = container.querySelector('video')!;
    const pause = vi.spyOn(video, 'pause').mockImplementation(() => undefined);
    vi.setSystemTime(new Date('2026-09-03T11:00:01Z'));
    fireEvent.play(video);
    expect(pause).toHaveBeenCalled();
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByText(/This video link has expired; refreshing…/)).toBeTruthy();
  });

  it('moves focus from a failing video the learner was using to the notice', () => {
    const { container } = render(<Harness Component={MediaRenderer} block={mediaBlock({ type: 'video', url: URL, fallback_html: `<p>${SUMMARY}</p>` })} />);
    const video = container.querySelector('video')!;
    video.tabIndex = 0;
    video.focus();
    fireEvent.error(video);
    expect(document.activeElement?.textContent).toMatch(/This video could not be played/);
  });

  it('plays on when the URL is still valid at play time', () => {
    const block = mediaBlock({ type: 'video', video_url: URL, expires_at: '2099-01-01T00:00:00Z' });
    const { container } = render(<Harness Component={MediaRenderer} block={block} />);
    fireEvent.play(container.querySelector('video')!);
    expect(container.querySelector('video')?.getAttribute('src')).toBe(URL);
  });
});

describe('media Fallback (degraded)', () => {
  it.each(['talking-avatar', 'ai-video', 'video'])('shows a ready %s as its poster and the summary and transcript in full, with no video until asked (spec 2.8 rule 7)', async (type) => {
    const user = userEvent.setup();
    const block = mediaBlock({ type, video_status: 'ready', video_url: URL, poster_url: POSTER, fallback_html: `<p>${SUMMARY}</p>`, transcript: 'Expect a small dip.' });
    const { container } = render(<Harness Component={MediaFallback} block={block} />);
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe(POSTER);
    expect(container.querySelector('details')).toBeNull();
    expect(screen.getByText(SUMMARY)).toBeTruthy();
    expect(screen.getByText('Expect a small dip.')).toBeTruthy();
    expect(screen.queryByText(/cannot be played/)).toBeNull();
    await expectAccessible(container);

    // Asked for, the video takes the poster's frame and the learner's focus; the transcript stays in full.
    await user.click(screen.getByRole('button', { name: 'Play the video' }));
    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toBe(URL);
    expect(container.querySelector('img')).toBeNull();
    expect(document.activeElement).toBe(video);
    expect(screen.queryByRole('button', { name: 'Play the video' })).toBeNull();
    expect(screen.getByText('Expect a small dip.')).toBeTruthy();
    await expectAccessible(container);
  });

  it('offers no video for one that cannot play: the notice says why', () => {
    const block = mediaBlock({ type: 'talking-avatar', video_status: 'pending', poster_url: POSTER, transcript: 'Expect a small dip.' });
    const { container } = render(<Harness Component={MediaFallback} block={block} />);
    expect(screen.queryByRole('button', { name: 'Play the video' })).toBeNull();
    expect(container.textContent).toMatch(/This video is still being prepared/);
  });

  it('puts the notice in the frame of a poster that does not load: no broken image, and nothing below moves', () => {
    const block = mediaBlock({ type: 'video', video_status: 'pending', poster_url: POSTER, fallback_html: `<p>${SUMMARY}</p>` });
    const { container } = render(<Harness Component={MediaFallback} block={block} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.method-media__frame')?.textContent).toMatch(/^This video is still being prepared/);
    expect(screen.getByText(SUMMARY)).toBeTruthy();
  });
});
