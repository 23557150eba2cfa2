import { describe, expect, it } from 'vitest';
import { readMediaTracks, unreadTrackFields } from './readMediaTracks';

const VTT = 'https://media.example.org/captions/en.vtt';

describe('readMediaTracks: the single-URL spellings authors use', () => {
  it.each([
    ['captions_url', 'captions'],
    ['caption_url', 'captions'],
    ['captions_vtt', 'captions'],
    ['captionsUrl', 'captions'],
    ['captions_src', 'captions'],
    ['caption_file', 'captions'],
    ['subtitles_url', 'subtitles'],
    ['subtitle_url', 'subtitles'],
    ['subtitles_vtt', 'subtitles'],
    ['vtt_url', 'captions'],
    ['vtt', 'captions'],
    ['webvtt_url', 'captions'],
    ['track_url', 'captions'],
    ['text_track_url', 'captions'],
    ['transcript_vtt_url', 'captions'],
    ['caption_track_url', 'captions'],
  ] as const)('reads %s as a %s track', (field, kind) => {
    expect(readMediaTracks({ [field]: VTT })).toEqual([{ src: VTT, kind, srclang: null, label: null, isDefault: false }]);
  });

  it('reads a single-URL field given as an entry or a list, as the list fields are read', () => {
    expect(readMediaTracks({ subtitles_url: { url: VTT, language: 'es' } })).toEqual([{ src: VTT, kind: 'subtitles', srclang: 'es', label: null, isDefault: false }]);
    expect(readMediaTracks({ vtt_url: [VTT] }).map((track) => track.src)).toEqual([VTT]);
  });

  it('reads no text field as a track: a figure caption or a transcript is not a URL field', () => {
    expect(readMediaTracks({ caption: 'Figure 1', transcript: 'Words.', transcript_url: 'https://media.example.org/t.html' })).toEqual([]);
  });
});

describe('unreadTrackFields', () => {
  it('names the fields that look like a track but are not read, and none of those read', () => {
    const fields = { captions: [VTT], subtitles_url: VTT, closed_captions: VTT, cc_vtt_link: VTT, track_list: [VTT], video_url: 'https://media.example.org/v.mp4', title: 'Mechanism' };
    expect(unreadTrackFields(fields)).toEqual(['closed_captions', 'cc_vtt_link', 'track_list']);
  });
});
