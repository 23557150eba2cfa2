import '../../styles/method.css';
import { composeStories } from '@storybook/react-vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import * as playerStories from '../../stories/player/CoursePlayer.stories';
import * as mediaStories from '../../stories/renderers/Media.stories';
import { act, mount } from '../support/mount';
import { loadPersistenceCode } from '../support/persistenceCode';

// The stories' loader, which a composed story rendered as a component does not run.
beforeAll(loadPersistenceCode);

const { WithCaptions, DegradedWithCaptions } = composeStories(mediaStories);
const { MediaMustBeWatched } = composeStories(playerStories);

/** Waits (inside act, as events update state) until `done` holds, at most `ms`. */
async function until(done: () => boolean, ms = 8000): Promise<void> {
  await act(async () => {
    const deadline = Date.now() + ms;
    while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

/**
 * The video's showing caption cue text, once its track has loaded and the video has its metadata.
 * A paused video updates its active cues when its time moves: the test moves it inside the cue.
 */
function shownCaption(video: HTMLVideoElement): string | null {
  if (video.readyState >= 1 && video.currentTime === 0) video.currentTime = 0.1;
  const showing = [...video.textTracks].find((track) => track.mode === 'showing');
  const cue = showing?.activeCues?.[0] as VTTCue | undefined;
  return cue?.text ?? null;
}

/**
 * Captions as a learner gets them, in a real engine: native `<track>` elements whose WebVTT loads
 * and shows by default (WCAG 1.2.2), in rich and degraded mode, and off when the learner says so.
 */
describe('captions in a real engine', () => {
  it.each([
    ['rich', WithCaptions],
    ['degraded', DegradedWithCaptions],
  ])('shows the English WebVTT cue by default (%s)', async (mode, Story) => {
    const { container, unmount } = await mount(<Story />);
    if (mode === 'degraded') {
      // Degraded is the poster and the transcript (spec 2.8 rule 7): the video comes when asked for.
      expect(container.querySelector('video')).toBeNull();
      await userEvent.click(page.getByRole('button', { name: 'Play the video' }));
      await expect.element(page.getByRole('button', { name: 'Play the video' })).not.toBeInTheDocument();
    }
    const video = container.querySelector('video')!;
    await until(() => video.readyState >= 1 && shownCaption(video) !== null);
    expect(shownCaption(video)).toBe('An early eGFR dip is expected.');
    expect([...video.textTracks].map((track) => [track.language, track.mode])).toEqual([['en', 'showing'], ['es', 'disabled']]);
    await unmount();
  });

  it('turns captions off and on with the Captions switch', async () => {
    const { container, unmount } = await mount(<WithCaptions />);
    const video = container.querySelector('video')!;
    await until(() => shownCaption(video) !== null);
    const button = page.getByRole('button', { name: 'Captions' });
    await userEvent.click(button);
    await until(() => shownCaption(video) === null);
    expect([...video.textTracks].every((track) => track.mode !== 'showing')).toBe(true);
    await expect.element(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await until(() => shownCaption(video) !== null);
    expect(shownCaption(video)).toBe('An early eGFR dip is expected.');
    await unmount();
  });
});

describe('a media completion rule in a real engine', () => {
  const finish = () => page.getByRole('button', { name: 'Finish course' });

  it('does not count a jump to the end, and counts the video played through', async () => {
    const { container, unmount } = await mount(<MediaMustBeWatched />);
    const video = container.querySelector('video')!;
    await until(() => video.readyState >= 1);
    await expect.element(page.getByText('Watch the video to continue: 3 seconds left, or open the transcript.')).toBeVisible();
    video.muted = true;
    video.currentTime = video.duration;
    await until(() => video.ended || video.currentTime >= video.duration - 0.01);
    await expect.element(finish()).toHaveAttribute('aria-disabled', 'true');
    video.currentTime = 0;
    await act(() => video.play());
    await until(() => video.ended, 10_000);
    await expect.element(finish()).not.toHaveAttribute('aria-disabled');
    await unmount();
  });
});
