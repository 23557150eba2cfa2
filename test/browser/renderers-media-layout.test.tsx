import '../../styles/method.css';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as hotspotStories from '../../stories/renderers/ImageHotspot.stories';
import * as mediaStories from '../../stories/renderers/Media.stories';
import { act, mount } from '../support/mount';

const { BrokenImage, BrokenNestedImage } = composeStories(hotspotStories);
const { FailingUrl } = composeStories(mediaStories);

/**
 * Waits inside act until `failed` holds for the DOM element (React renders the outcome of its
 * error handler when act ends, so the condition reads the element, not what React renders).
 */
async function until(failed: () => boolean): Promise<void> {
  await act(async () => {
    const deadline = Date.now() + 5000;
    while (!failed() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  });
}
const imageFailed = (container: HTMLElement) => () => {
  const image = container.querySelector('img');
  return image !== null && image.complete && image.naturalWidth === 0;
};

const box = (element: Element) => element.getBoundingClientRect();

/** Real layout in Chromium for what jsdom cannot measure (image frames and video states). There is no network here, so every image fails. */
describe('media layout in Chromium', () => {
  it('keeps a broken hotspot image as a 16:9 frame, pins spread over it, its description below and uncovered', async () => {
    const { container, unmount } = await mount(<BrokenImage />);
    await until(imageFailed(container));
    expect(container.querySelector('img')).toBeNull();
    const frame = box(container.querySelector('.method-hotspot[data-image="failed"]')!);
    expect(frame.height).toBeCloseTo((frame.width * 9) / 16, 0);
    const pins = [...container.querySelectorAll('.method-hotspot__marker')].map(box);
    expect(new Set(pins.map((pin) => Math.round(pin.top))).size).toBe(pins.length);
    for (const pin of pins) expect(pin.bottom).toBeLessThanOrEqual(frame.bottom);
    const description = box(page.getByText(/The image did not load. It shows: Labeled diagram/).element());
    expect(description.top).toBeGreaterThanOrEqual(frame.bottom);
    await unmount();
  });

  it('reserves the payload aspect ratio (4:3) for a nested image that does not load', async () => {
    const { container, unmount } = await mount(<BrokenNestedImage />);
    await until(imageFailed(container));
    const frame = box(container.querySelector('.method-hotspot[data-image="failed"]')!);
    expect(frame.height).toBeCloseTo((frame.width * 3) / 4, 0);
    await unmount();
  });

  it('gives a ready video a 16:9 frame, not a 150 px strip, with the transcript one click away', async () => {
    const { container, unmount } = await mount(<FailingUrl />);
    const video = container.querySelector('video');
    expect(video).not.toBeNull();
    const frame = box(video!);
    expect(frame.height).toBeCloseTo((frame.width * 9) / 16, 0);
    await expect.element(page.getByText('Transcript')).toBeVisible();
    // No network: the video fails; wait for that inside act before unmounting.
    await until(() => video!.error !== null);
    expect(container.querySelector('video')).toBeNull();
    await expect.element(page.getByText(/This video could not be played/)).toBeVisible();
    await unmount();
  });
});
