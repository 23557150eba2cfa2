import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { normalizeCourse } from '../../../src/model/normalizeCourse';
import type { MediaBlock } from '../../../src/renderers/media/MediaFallback';
import { MediaFallback } from '../../../src/renderers/media/MediaFallback';
import { MediaRenderer } from '../../../src/renderers/media/MediaRenderer';
import type { MediaBinding, RendererProps } from '../../../src/registry/types';
import { defaultStrings } from '../../../src/strings/en';
import { expectAccessible, installDomPolyfills } from './support';

const URL = 'https://media.example.org/signed/v.mp4';
const EN = 'https://media.example.org/captions/v.en.vtt';
const ES = 'https://media.example.org/captions/v.es.vtt';

function mediaBlock(component: Record<string, unknown>): MediaBlock {
  const { course } = normalizeCourse({
    contract_version: '2026-09-03', course_id: 'c', organization_id: 'o', name: 'C', format: 'method', total_phases: 1,
    learning_objectives: [], accreditation: null, available_certificate_types: [], activity_details: {}, references: [], series: null,
    phases: [{ id: 'p', title: 'P', type: 'content', required: true, order: 0, display_mode: 'stacked', screen_count: 1,
      components: [{ id: 'm', reveal_after: null, screen_index: 0, screen_role: 'primary', title: 'The eGFR dip', type: 'video', url: URL, transcript: 'Expect a small dip.', ...component }] }],
  });
  return course.blocks.m as MediaBlock;
}

function binding(overrides: Partial<MediaBinding> = {}): MediaBinding {
  return { hostTracks: [], language: 'en-US', rule: null, readWatch: () => undefined, recordWatch: () => undefined, preventForwardSeek: false, ...overrides };
}

function show(block: MediaBlock, media?: MediaBinding, Component = MediaRenderer) {
  const props: RendererProps<MediaBlock> = { block, course: normalizeCourse({}).course, answer: undefined, onAnswer: () => undefined, status: 'editable', rationales: {}, strings: defaultStrings, ...(media ? { media } : {}) };
  return render(<Component {...props} />);
}

const tracksOf = (container: HTMLElement) =>
  [...container.querySelectorAll('video > track')].map((track) => ({
    src: track.getAttribute('src'), kind: track.getAttribute('kind'), srclang: track.getAttribute('srclang'), label: track.getAttribute('label'), default: track.hasAttribute('default'),
  }));

beforeAll(installDomPolyfills);

describe('caption tracks from the payload', () => {
  it.each([
    ['captions, a list of objects', { captions: [{ src: EN, srclang: 'en', label: 'English' }] }, 'captions'],
    ['subtitles, one object with url and language', { subtitles: { url: EN, language: 'en', label: 'English' } }, 'subtitles'],
    ['tracks, with its own kind', { tracks: [{ file: EN, lang: 'en', name: 'English', kind: 'captions' }] }, 'captions'],
    ['text_tracks', { text_tracks: [{ src: EN, srclang: 'en', label: 'English' }] }, 'captions'],
  ])('reads %s as a native <track>, shown by default', (_spelling, fields, kind) => {
    const { container } = show(mediaBlock(fields));
    expect(tracksOf(container)).toEqual([{ src: EN, kind, srclang: 'en', label: 'English', default: true }]);
  });

  it('reads captions_url, naming the track by its language when it has no label', () => {
    const { container } = show(mediaBlock({ captions_url: EN }));
    expect(tracksOf(container)).toEqual([{ src: EN, kind: 'captions', srclang: null, label: 'Captions', default: true }]);
  });

  it.each([
    ['a talking avatar', 'talking_avatar', { subtitles_url: EN }, 'subtitles'],
    ['a talking avatar', 'talking_avatar', { transcript_vtt_url: EN }, 'captions'],
    ['a video', 'video', { caption_url: EN }, 'captions'],
  ])('plays %s (%s) given its track in a single-URL spelling, %o, with that track shown', (_what, type, fields, kind) => {
    const { container } = show(mediaBlock({ type, video_status: 'ready', ...fields }));
    expect(tracksOf(container).map((track) => [track.src, track.kind, track.default])).toEqual([[EN, kind, true]]);
  });

  it('never loads a caption URL outside the allowlist, and loads each URL once', () => {
    const { container } = show(mediaBlock({ captions: ['javascript:alert(1)', 'data:text/vtt,WEBVTT', EN, { src: EN, srclang: 'en' }] }));
    expect(tracksOf(container).map((track) => track.src)).toEqual([EN]);
  });

  it.each([
    ['es-MX', ES],
    ['en-GB', EN],
    ['fr', ES],
  ])('shows by default the track in the learner\'s language (%s), else the one marked default', (language, shown) => {
    const block = mediaBlock({ captions: [{ src: EN, srclang: 'en', label: 'English' }, { src: ES, srclang: 'es', label: 'Español', default: true }] });
    const { container } = show(block, binding({ language }));
    expect(tracksOf(container).filter((track) => track.default).map((track) => track.src)).toEqual([shown]);
  });

  it('keeps a descriptions track native but never shows it as captions', () => {
    const { container } = show(mediaBlock({ tracks: [{ src: 'https://media.example.org/d.vtt', kind: 'descriptions', srclang: 'en' }] }));
    expect(tracksOf(container)).toEqual([{ src: 'https://media.example.org/d.vtt', kind: 'descriptions', srclang: 'en', label: 'Captions (en)', default: false }]);
    expect(screen.queryByRole('button', { name: 'Captions' })).toBeNull();
  });
});

describe('caption tracks from the host', () => {
  it('adds the host\'s tracks for the block after the payload\'s, a relative src read against the page (the host\'s own file, whatever its scheme)', () => {
    const { container } = show(mediaBlock({ captions: [{ src: ES, srclang: 'es' }] }), binding({ hostTracks: [{ src: '/vtt/intro.en.vtt', srclang: 'en', label: 'English (host)' }, 'javascript:alert(1)'] }));
    expect(tracksOf(container)).toEqual([
      { src: ES, kind: 'captions', srclang: 'es', label: 'Captions (es)', default: false },
      { src: new window.URL('/vtt/intro.en.vtt', document.baseURI).href, kind: 'captions', srclang: 'en', label: 'English (host)', default: true },
    ]);
  });
});

describe('the learner turns captions off and on', () => {
  it('offers a pressed Captions button when the video has captions', async () => {
    const user = userEvent.setup();
    const { container } = show(mediaBlock({ captions: [{ src: EN, srclang: 'en', label: 'English' }] }));
    const button = screen.getByRole('button', { name: 'Captions' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await user.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await expectAccessible(container);
  });

  it('offers no Captions button for a video without captions', () => {
    show(mediaBlock({}));
    expect(screen.queryByRole('button', { name: 'Captions' })).toBeNull();
  });
});

describe('described video', () => {
  it('switches to the version with audio description and back', async () => {
    const user = userEvent.setup();
    const described = 'https://media.example.org/signed/v-described.mp4';
    const { container } = show(mediaBlock({ described_video_url: described }));
    const button = screen.getByRole('button', { name: 'Watch with audio description' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await user.click(button);
    expect(container.querySelector('video')?.getAttribute('src')).toBe(described);
    await user.click(button);
    expect(container.querySelector('video')?.getAttribute('src')).toBe(URL);
  });
});

describe('degraded', () => {
  it('brings in the video only when asked, with its captions on by default, the transcript in full', async () => {
    const user = userEvent.setup();
    const { container } = show(mediaBlock({ captions: [{ src: EN, srclang: 'en', label: 'English' }] }), binding(), MediaFallback);
    expect(container.querySelector('video')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play the video' }));
    expect(container.querySelector('video')?.getAttribute('src')).toBe(URL);
    expect(tracksOf(container)).toEqual([{ src: EN, kind: 'captions', srclang: 'en', label: 'English', default: true }]);
    expect(screen.getByText('Expect a small dip.')).toBeTruthy();
    expect(screen.queryByText(/cannot be played right now/)).toBeNull();
    await expectAccessible(container);
  });
});
