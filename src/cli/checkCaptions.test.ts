import { describe, expect, it } from 'vitest';
import { courseOf, findings } from '../../test/support/checkCommand';

const TRACK = 'https://media.example.org/captions/en.vtt';
const VIDEO = { type: 'video', title: 'Mechanism', video_url: 'https://media.example.org/v.mp4' };

describe('ce-course-player check tells authors what a learner cannot follow: media without captions, images without alt', () => {
  it.each([
    ['video', VIDEO],
    ['talking-avatar', { ...VIDEO, type: 'talking-avatar', video_status: 'ready' }],
    ['ai-video', { ...VIDEO, type: 'ai_video', video_status: 'ready' }],
    ['webinar', { type: 'webinar_embed', title: 'Office hours', url: 'https://events.example.org/w' }],
    ['audio', { type: 'audio', title: 'Listen', url: 'https://cdn.example.org/a.mp3' }],
  ])('warns on a %s with neither captions nor a transcript', async (_kind, component) => {
    const found = await findings(courseOf([component]), ['captions_missing']);
    expect(found.map((d) => [d.path, d.severity])).toEqual([['phases[0].components[0]', 'warning']]);
    expect(found[0]!.message).toMatch(/no captions and no transcript/);
  });

  it.each([
    ['captions', { captions: [{ src: TRACK, srclang: 'en', label: 'English' }] }],
    ['subtitles', { subtitles: [{ url: TRACK, language: 'en' }] }],
    ['tracks of kind captions', { tracks: [{ src: TRACK, kind: 'captions', srclang: 'en', default: true }] }],
    ['tracks with no kind', { tracks: [{ src: TRACK, srclang: 'en' }] }],
    ['text_tracks of kind subtitles', { text_tracks: [{ url: TRACK, kind: 'subtitles' }] }],
    ['captions_url', { captions_url: TRACK }],
  ])('counts %s as captions', async (_name, fields) => {
    expect(await findings(courseOf([{ ...VIDEO, ...fields }]), ['captions_missing'])).toEqual([]);
  });

  it.each([
    ['subtitles_url', { subtitles_url: TRACK }],
    ['caption_url', { caption_url: TRACK }],
    ['vtt_url', { vtt_url: TRACK }],
    ['transcript_vtt_url on a talking avatar', { type: 'talking-avatar', video_status: 'ready', transcript_vtt_url: TRACK }],
  ])('counts the single-URL spelling %s as captions', async (_name, fields) => {
    expect(await findings(courseOf([{ ...VIDEO, ...fields }]), ['captions_missing', 'track_unread'])).toEqual([]);
  });

  it('warns on a media field that looks like a caption track but is not read, naming it', async () => {
    const payload = courseOf([
      { ...VIDEO, type: 'talking-avatar', video_status: 'ready', closed_captions_link: TRACK, transcript: 'Words.' },
      { ...VIDEO, captions: [TRACK], cc_vtt: TRACK, subtitle_tracks_list: [TRACK] },
      { type: 'html', content: '<p>Track your progress.</p>', track_id: 'x' },
    ]);
    const found = await findings(payload, ['track_unread']);
    expect(found.map((d) => [d.path, d.severity])).toEqual([
      ['phases[0].components[0].closed_captions_link', 'warning'],
      ['phases[0].components[1].cc_vtt', 'warning'],
      ['phases[0].components[1].subtitle_tracks_list', 'warning'],
    ]);
    expect(found[0]!.message).toMatch(/^talking-avatar field "closed_captions_link" looks like a caption track but the player does not read it/);
  });

  it('does not count a description or chapter track, or a refused caption URL, as captions', async () => {
    const payload = courseOf([
      { ...VIDEO, tracks: [{ src: TRACK, kind: 'descriptions' }, { src: TRACK, kind: 'chapters' }] },
      { ...VIDEO, captions: [{ src: 'javascript:alert(1)', srclang: 'en' }] },
    ]);
    expect((await findings(payload, ['captions_missing'])).map((d) => d.path)).toEqual(['phases[0].components[0]', 'phases[0].components[1]']);
  });

  it('notes a video with a transcript but no captions (info), and says nothing of one not yet made', async () => {
    const payload = courseOf([
      { ...VIDEO, transcript: 'Every word said.' },
      { ...VIDEO, video_url: null, video_status: 'pending', fallback_html: '<p>Being prepared.</p>' },
      { type: 'audio', title: 'Listen', url: 'https://cdn.example.org/a.mp3', transcript: 'Every word said.' },
    ]);
    const found = await findings(payload, ['captions_missing']);
    expect(found.map((d) => [d.path, d.severity])).toEqual([['phases[0].components[0]', 'info']]);
    expect(found[0]!.message).toMatch(/has a transcript but no captions/);
  });

  it('warns on an image without alt text, at its alt', async () => {
    const payload = courseOf([
      { type: 'image', url: 'https://cdn.example.org/i.png' },
      { type: 'image', url: 'https://cdn.example.org/j.png', alt: '  ' },
      { type: 'image_hotspot', image_url: 'https://cdn.example.org/k.png', prompt: 'Pick one', hotspots: [{ id: 'h', label: 'Here', x: 10, y: 10 }] },
    ]);
    const found = await findings(payload, ['missing_field']);
    expect(found.filter((d) => d.path.endsWith('.alt')).map((d) => [d.path, d.severity])).toEqual([
      ['phases[0].components[0].alt', 'warning'],
      ['phases[0].components[1].alt', 'warning'],
      ['phases[0].components[2].alt', 'warning'],
    ]);
  });
});
