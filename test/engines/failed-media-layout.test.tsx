import '../../styles/method.css';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CoursePlayer } from '../../src';
import { reportFigureFromBrowser } from '../reliability/figureFromBrowser';
import { inPageEngineLabel } from '../support/engines/inPageEngine';
import { act, mount } from '../support/mount';
import { preloadKinds } from '../support/preloadKinds';
import { HANGING_MEDIA_PATH } from '../support/engines/hangingMedia';

/**
 * An image or a video that fails to load keeps the frame it was given, with its notice inside:
 * nothing below it moves. WebKit (every iPhone browser) has no scroll anchoring, so a frame that
 * collapsed above the learner's place moved what they were about to tap: the sample course walked
 * by mouse in WebKit lost its hotspot answer to a click that landed on the next block once a video
 * and an image above it failed. The media point at a dev-server route that holds its answer
 * (test/support/engines/hangingMedia.ts), so both stay loading until the test fails them with the
 * elements' own `error` events.
 */
const pending = (name: string) => `${location.origin}${HANGING_MEDIA_PATH}/${name}`;
const block = (id: string, type: string, fields: Record<string, unknown>) => ({ id, type, reveal_after: null, screen_index: 0, screen_role: 'primary', ...fields });
const payload = {
  contract_version: '2026-09-03', course_id: 'media-frames', organization_id: 'org', name: 'Frames', format: 'method',
  total_phases: 1, learning_objectives: [], accreditation: null, available_certificate_types: [], activity_details: {}, references: [], series: null,
  phases: [{
    id: 'ph', title: 'Media', type: 'content', required: true, order: 0, display_mode: 'sequential', screen_count: 1,
    components: [
      block('figure', 'image', { url: pending('figure.png'), alt: 'A risk chart', caption: 'CKD risk', aspect_ratio: '4/3' }),
      block('film', 'video', { title: 'Mechanism', video_status: 'ready', video_url: pending('film.mp4'), poster_url: pending('film-poster.jpg'), transcript: 'The kidney reabsorbs glucose.' }),
      block('after', 'html', { content: '<p>The block a learner is about to tap.</p>' }),
    ],
  }],
};

beforeAll(() => preloadKinds());
// The held requests go at once: the browser's few connections to the test server are needed by the next suites.
afterEach(() => fetch(`${HANGING_MEDIA_PATH}/release`).then(() => undefined));

const topOf = (element: Element) => element.getBoundingClientRect().top + window.scrollY;
const frameOf = (figure: Element) => figure.firstElementChild!.getBoundingClientRect();

describe(`media that fails to load, in ${inPageEngineLabel}`, () => {
  it('keeps each frame at its size, the notice inside it, and the next block where it was', async () => {
    const { container, unmount } = await mount(<CoursePlayer payload={payload} userId="frames" allowHttp onSubmit={async () => ({ ok: true as const, data: {} })} />);
    // The video is a lazily drawn kind: its code is fetched ahead, and React shows it a moment after mount.
    await expect.poll(() => container.querySelector('video')).not.toBeNull();
    const image = container.querySelector<HTMLImageElement>('img.method-figure__image')!;
    const video = container.querySelector<HTMLVideoElement>('video')!;
    const next = [...container.querySelectorAll('p')].find((p) => p.textContent === 'The block a learner is about to tap.')!;
    expect(image).not.toBeNull();
    expect(video).not.toBeNull();
    const imageFrame = image.getBoundingClientRect();
    const videoFrame = video.parentElement!.getBoundingClientRect();
    const nextTop = topOf(next);
    expect(imageFrame.height).toBeCloseTo((imageFrame.width * 3) / 4, 0);

    await act(() => {
      image.dispatchEvent(new Event('error'));
      video.dispatchEvent(new Event('error'));
    });
    const figure = container.querySelector('.method-figure[data-image="failed"]')!;
    const media = container.querySelector('.method-media[data-status="failed"]')!;
    expect(figure).not.toBeNull();
    expect(media).not.toBeNull();
    expect(frameOf(figure).height).toBeCloseTo(imageFrame.height, 0);
    expect(figure.firstElementChild!.textContent).toBe('The image did not load. It shows: A risk chart');
    const mediaFrame = media.querySelector('.method-media__frame')!;
    expect(mediaFrame.getBoundingClientRect().height).toBeCloseTo(videoFrame.height, 0);
    expect(mediaFrame.textContent).toMatch(/^This video could not be played\./);
    expect(topOf(next)).toBeCloseTo(nextTop, 0);
    await reportFigureFromBrowser(`Failed media in ${inPageEngineLabel}: image frame ${Math.round(imageFrame.height)} px and video frame ${Math.round(videoFrame.height)} px kept; the next block moved ${Math.round(topOf(next) - nextTop)} px`);
    await unmount();
  });
});
