import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CoursePlayer, type CoursePlayerProps } from '../../../src';
import type { SubmitProgressBody } from '../../../src/contract';
import { memoryStorage } from '../../support/memoryStorage';
import { loadPersistenceCode } from '../../support/persistenceCode';

// What persistence does once its code is here (persistence-loading.test.tsx: before it is).
beforeAll(loadPersistenceCode);

const VIDEO = 'https://media.example.org/signed/intro.mp4';

/** One content phase: a video, then a paragraph; Continue sends the phase (nothing to answer). */
function payload(video: Record<string, unknown> = {}) {
  return {
    contract_version: '2026-09-03', course_id: 'c-media', organization_id: 'o', name: 'Watching', format: 'method', total_phases: 1,
    learning_objectives: [], accreditation: null, available_certificate_types: [], activity_details: {}, references: [], series: null,
    phases: [{ id: 'watch', title: 'Watch', type: 'content', required: true, order: 0, display_mode: 'stacked', screen_count: 1, components: [
      { id: 'intro', type: 'video', reveal_after: null, screen_index: 0, screen_role: 'primary', title: 'Intro', url: VIDEO, transcript: 'The whole talk in words.', ...video },
      { id: 'after', type: 'html', reveal_after: null, screen_index: 0, screen_role: 'primary', content: '<p>After the video.</p>' },
    ] }],
  };
}

function play(overrides: Partial<CoursePlayerProps> = {}, video?: Record<string, unknown>) {
  const bodies: SubmitProgressBody[] = [];
  const onSubmit = vi.fn(async (body: SubmitProgressBody) => {
    bodies.push(structuredClone(body));
    return { success: true, score: null, passed: null, all_phases_complete: true, rationales: [] };
  });
  const view = render(<CoursePlayer payload={payload(video)} userId="u-1" onSubmit={onSubmit} {...overrides} />);
  return { ...view, bodies, user: userEvent.setup() };
}

/** jsdom plays nothing: the element reports what a browser would, then fires the event. */
function report(video: HTMLVideoElement, state: { duration?: number; played?: Array<[number, number]>; currentTime?: number }, event: string) {
  if (state.duration !== undefined) Object.defineProperty(video, 'duration', { value: state.duration, configurable: true });
  Object.defineProperty(video, 'readyState', { value: 4, configurable: true });
  if (state.played) {
    const ranges = state.played;
    Object.defineProperty(video, 'played', { value: { length: ranges.length, start: (i: number) => ranges[i]![0], end: (i: number) => ranges[i]![1] }, configurable: true });
  }
  if (state.currentTime !== undefined) video.currentTime = state.currentTime;
  act(() => void fireEvent(video, new Event(event)));
}

const continueButton = () => screen.getByRole('button', { name: 'Finish course' });
const reason = () => continueButton().getAttribute('aria-describedby') && document.getElementById(continueButton().getAttribute('aria-describedby')!)?.textContent;

describe('a media completion rule', () => {
  it('is off by default: Continue does not wait for the video', () => {
    play();
    expect(continueButton().getAttribute('aria-disabled')).toBeNull();
  });

  it('holds Continue until 95% has played, saying how long is left, and posts nothing new', async () => {
    const { container, bodies, user } = play({ mediaCompletion: 'watched' });
    expect(continueButton().getAttribute('aria-disabled')).toBe('true');
    expect(reason()).toBe('Watch the video to continue, or open the transcript.');
    const video = container.querySelector('video')!;
    report(video, { duration: 140 }, 'loadedmetadata');
    expect(reason()).toBe('Watch the video to continue: 2 minutes 13 seconds left, or open the transcript.');
    report(video, { played: [[0, 60]] }, 'pause');
    expect(reason()).toBe('Watch the video to continue: 1 minute 13 seconds left, or open the transcript.');
    report(video, { played: [[0, 134]] }, 'pause');
    expect(continueButton().getAttribute('aria-disabled')).toBeNull();
    await user.click(continueButton());
    // The exact body a content phase always sends: the watch record stays with the player.
    expect(bodies).toEqual([{ user_id: 'u-1', activity_id: 'c-media', phase_id: 'watch', phase_type: 'content', time_spent_minutes: 0 }]);
  });

  it('does not count a jump to the end: only played ranges count', () => {
    const { container } = play({ mediaCompletion: 'ended' });
    const video = container.querySelector('video')!;
    report(video, { duration: 100, played: [[0, 5], [98, 100]], currentTime: 100 }, 'ended');
    expect(continueButton().getAttribute('aria-disabled')).toBe('true');
    expect(reason()).toBe('Watch the video to continue: 1 minute 28 seconds left, or open the transcript.');
  });

  it('under `ended`, wants the end reached by playing as well as the share', () => {
    const { container } = play({ mediaCompletion: 'ended' });
    const video = container.querySelector('video')!;
    report(video, { duration: 100, played: [[0, 96]] }, 'pause');
    expect(reason()).toBe('Watch the video to continue: 4 seconds left, or open the transcript.');
    report(video, { played: [[0, 100]] }, 'ended');
    expect(continueButton().getAttribute('aria-disabled')).toBeNull();
  });

  it('is completed by opening the transcript, an accessible alternative', async () => {
    const { user } = play({ mediaCompletion: 'watched' });
    await user.click(screen.getByText('Transcript'));
    expect(continueButton().getAttribute('aria-disabled')).toBeNull();
  });

  it('keeps the played ranges across a reload', () => {
    const storage = memoryStorage();
    const persistence = { key: 'ce', storage };
    const first = play({ mediaCompletion: 'watched', persistence });
    report(first.container.querySelector('video')!, { duration: 100, played: [[0, 50]] }, 'pause');
    first.unmount();
    play({ mediaCompletion: 'watched', persistence });
    expect(reason()).toBe('Watch the video to continue: 45 seconds left, or open the transcript.');
  });

  it('never holds a video that cannot play (still being prepared)', () => {
    play({ mediaCompletion: 'watched' }, { type: 'talking-avatar', video_status: 'pending', url: undefined, video_url: null });
    expect(continueButton().getAttribute('aria-disabled')).toBeNull();
  });

  it('follows a rule the payload names for the block, which a host may turn off', () => {
    const own = play({}, { completion_rule: 'watched', completion_threshold: 0.5, duration_seconds: 60 });
    expect(reason()).toBe('Watch the video to continue: 30 seconds left, or open the transcript.');
    own.unmount();
    play({ mediaCompletion: 'off' }, { completion_rule: 'watched' });
    expect(continueButton().getAttribute('aria-disabled')).toBeNull();
  });

  it('says nothing of a transcript a video does not have', () => {
    play({ mediaCompletion: 'watched' }, { transcript: undefined, duration_seconds: 10 });
    expect(reason()).toBe('Watch the video to continue: 10 seconds left.');
  });
});

describe('preventForwardSeek', () => {
  it('returns a jump past what was played to the furthest point played', () => {
    const { container } = play({ mediaCompletion: 'watched', preventForwardSeek: true });
    const video = container.querySelector('video')!;
    report(video, { duration: 100, played: [[0, 20]], currentTime: 80 }, 'seeking');
    expect(video.currentTime).toBe(20);
    report(video, { currentTime: 10 }, 'seeking');
    expect(video.currentTime).toBe(10);
  });

  it('never applies once the transcript is open, nor without the host asking', async () => {
    const { container, user, unmount } = play({ mediaCompletion: 'watched', preventForwardSeek: true });
    await user.click(within(container).getByText('Transcript'));
    const video = container.querySelector('video')!;
    report(video, { duration: 100, played: [[0, 20]], currentTime: 80 }, 'seeking');
    expect(video.currentTime).toBe(80);
    unmount();
    const plain = play({ mediaCompletion: 'watched' });
    const other = plain.container.querySelector('video')!;
    report(other, { duration: 100, played: [[0, 20]], currentTime: 80 }, 'seeking');
    expect(other.currentTime).toBe(80);
  });
});
