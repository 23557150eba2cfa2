import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import urlVectors from '../../fixtures/corpora/url-vectors.json';
import { CoursePlayer, defaultRegistry, defaultStrings } from '../../../src';
import { normalizeCourse } from '../../../src/entries/contract';
import { mediaStates } from '../../fixtures';
import { makePlayerPayload } from '../../support/playerCourse';

describe('media blocks', () => {
  it.each(
    Object.values(normalizeCourse(mediaStates).course.blocks)
      .filter((b) => ['video', 'talking-avatar', 'ai-video'].includes(b.kind))
      .map((b) => [b.id, b] as const),
  )('%s plays only when ready and unexpired, else says why and shows poster, fallback and transcript', (_id, block) => {
    const { Renderer } = defaultRegistry.get(block.kind)!;
    const { container } = render(
      <Renderer block={block} course={normalizeCourse(mediaStates).course} answer={undefined} onAnswer={() => undefined} status="editable" rationales={{}} strings={defaultStrings} />,
    );
    const url = block.fields.video_url as string | null;
    const expired = typeof block.fields.expires_at === 'string' && Date.parse(block.fields.expires_at) <= Date.now();
    const video = container.querySelector('video');
    if (block.fields.video_status === 'ready' && !expired && url) {
      expect(video?.getAttribute('src')).toBe(url);
      // The transcript stays one click away beside a playable video.
      expect(container.querySelector('details > summary')?.textContent).toBe(defaultStrings.transcriptLabel);
    } else {
      expect(video).toBeNull();
      const why = expired ? defaultStrings.mediaExpired : block.fields.video_status === 'pending' ? defaultStrings.mediaPending : defaultStrings.mediaFailed;
      expect(container.textContent).toContain(why);
    }
    if (block.fields.transcript) expect(container.textContent).toContain(block.fields.transcript as string);
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

/**
 * Signed media re-fetched from the wall clock: a sleeping laptop or a throttled tab
 * fires the mount-time timer late or never, so the player checks again on visibilitychange, focus,
 * a screen change and a video's play. Only Date is faked: the timer itself never gets to fire.
 */
describe('media refresh after the page slept', () => {
  const T0 = new Date('2026-09-03T10:00:00Z').getTime();
  const HOUR = 3_600_000;
  const OLD_URL = 'https://media.example.org/signed/old.mp4';
  const NEW_URL = 'https://media.example.org/signed/new.mp4';

  function payload(name: string, url: string, expiresAt: number) {
    const base = makePlayerPayload();
    base.phases[0]!.components.push({
      id: 'clip', type: 'video', reveal_after: null, screen_index: 0, screen_role: 'attached', title: 'Clip',
      video_url: url, expires_at: new Date(expiresAt).toISOString(), fallback_html: '<p>The clip in words.</p>',
    } as never);
    return { ...base, name, media_expires_at: new Date(expiresAt).toISOString() };
  }
  const expiring = () => payload('Resistant hypertension', OLD_URL, T0 + HOUR);
  const fresh = () => payload('Resistant hypertension (re-signed)', NEW_URL, T0 + 8 * HOUR);
  const video = () => document.querySelector('video');

  function mount(onRefetch: () => Promise<unknown>) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    return render(<CoursePlayer payload={expiring()} userId="u" onSubmit={async () => ({})} onRefetch={onRefetch} />);
  }
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each([
    ['the page is shown again', () => document.dispatchEvent(new Event('visibilitychange'))],
    ['the window gets focus', () => window.dispatchEvent(new Event('focus'))],
  ])('re-fetches when %s past the margin, and plays the re-signed URL', async (_name, wake) => {
    const onRefetch = vi.fn(async () => fresh());
    mount(onRefetch);
    await act(async () => wake());
    expect(onRefetch).not.toHaveBeenCalled();
    vi.setSystemTime(T0 + 2 * HOUR);
    await act(async () => wake());
    expect(onRefetch).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Resistant hypertension (re-signed)')).toBeTruthy();
    expect(video()?.getAttribute('src')).toBe(NEW_URL);
  });

  it('re-fetches on a screen change', async () => {
    const onRefetch = vi.fn(async () => fresh());
    mount(onRefetch);
    vi.setSystemTime(T0 + HOUR - 60_000);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onRefetch).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Resistant hypertension (re-signed)')).toBeTruthy();
    expect(screen.getByText('Screen 2 of 2')).toBeTruthy();
  });

  it('at play past the expiry shows the expired notice, never the old URL, and re-fetches (spec 2.8 rule 6)', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    const onRefetch = vi.fn(() => new Promise((done) => { resolve = done; }));
    mount(onRefetch);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    vi.setSystemTime(T0 + 2 * HOUR);
    fireEvent.play(video()!);
    expect(onRefetch).toHaveBeenCalledTimes(1);
    expect(video()).toBeNull();
    expect(screen.getByText(/This video link has expired; refreshing…/)).toBeTruthy();
    // Never two at once: more wake-ups while the first is under way start nothing.
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    expect(onRefetch).toHaveBeenCalledTimes(1);
    await act(async () => resolve(fresh()));
    expect(video()?.getAttribute('src')).toBe(NEW_URL);
  });

  it('keeps a playing video where it was when a refetch re-signs its URL', async () => {
    const onRefetch = vi.fn(async () => fresh());
    mount(onRefetch);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async () => undefined);
    const playing = video()!;
    Object.defineProperty(playing, 'readyState', { value: 4, configurable: true });
    playing.currentTime = 42;
    fireEvent.timeUpdate(playing);
    vi.setSystemTime(T0 + HOUR - 60_000);
    await act(async () => fireEvent.play(playing));
    expect(onRefetch).toHaveBeenCalledTimes(1);
    expect(video()).toBe(playing);
    expect(playing.getAttribute('src')).toBe(NEW_URL);
    expect(playing.currentTime).toBe(42);
    expect(play).toHaveBeenCalled();
  });

  it('does not loop on a payload that comes back still expired', async () => {
    const onRefetch = vi.fn(async () => expiring());
    mount(onRefetch);
    vi.setSystemTime(T0 + 2 * HOUR);
    await act(async () => window.dispatchEvent(new Event('focus')));
    vi.setSystemTime(T0 + 3 * HOUR);
    await act(async () => window.dispatchEvent(new Event('focus')));
    expect(onRefetch).toHaveBeenCalledTimes(1);
  });

  it('tries again on a later wake-up after a failed refetch, not straight away', async () => {
    const onRefetch = vi.fn(async () => Promise.reject(new Error('offline')));
    mount(onRefetch);
    vi.setSystemTime(T0 + 2 * HOUR);
    await act(async () => window.dispatchEvent(new Event('focus')));
    await act(async () => window.dispatchEvent(new Event('focus')));
    expect(onRefetch).toHaveBeenCalledTimes(1);
    vi.setSystemTime(T0 + 2 * HOUR + 60_000);
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(onRefetch).toHaveBeenCalledTimes(2);
  });
});
