import { describe, expect, it } from 'vitest';
import { readNarrativeEscape } from './readNarrativeEscape';

const option = (id: string, label: string) => ({ id, label, x: null, y: null });

describe('readNarrativeEscape', () => {
  it('reads the delivered shape (the method fixture)', () => {
    expect(
      readNarrativeEscape({
        scenes: [
          {
            id: 'scene-call',
            title: 'The phone call',
            description: 'He has had <em>vomiting</em> since last night.',
            puzzles: [{ id: 'pz-sick-day', prompt: 'What should he do?', options: [{ id: 'pause', label: 'Pause it' }, { id: 'double', label: 'Double it' }] }],
          },
        ],
      }),
    ).toEqual({
      introHtml: '',
      scenes: [
        {
          id: 'scene-call',
          title: 'The phone call',
          html: 'He has had <em>vomiting</em> since last night.',
          imageUrl: '',
          alt: '',
          puzzles: [{ id: 'pz-sick-day', prompt: 'What should he do?', hotspots: [option('pause', 'Pause it'), option('double', 'Double it')] }],
        },
      ],
    });
  });

  it.each([
    ['narrative', { narrative: '<p>N</p>' }, '<p>N</p>'],
    ['description', { description: 'D' }, 'D'],
    ['text', { text: 'T' }, 'T'],
    ['nothing', {}, ''],
  ])('reads the scene HTML from %s', (_name, scene, html) => {
    expect(readNarrativeEscape({ scenes: [scene] }).scenes[0]?.html).toBe(html);
  });

  it.each([
    ['a string URL', { image: 'https://cdn.example.org/a.png', alt: 'A ward' }, { imageUrl: 'https://cdn.example.org/a.png', alt: 'A ward' }],
    ['a { url, alt } object', { image: { url: 'https://cdn.example.org/b.png', alt: 'A clinic' } }, { imageUrl: 'https://cdn.example.org/b.png', alt: 'A clinic' }],
    ['a { src } object and image_alt', { image: { src: 'https://cdn.example.org/c.png' }, image_alt: 'A lab' }, { imageUrl: 'https://cdn.example.org/c.png', alt: 'A lab' }],
    ['image_url', { image_url: 'https://cdn.example.org/d.png' }, { imageUrl: 'https://cdn.example.org/d.png', alt: '' }],
    ['an unusable image', { image: 42 }, { imageUrl: '', alt: '' }],
  ])('reads the scene image from %s (raw: safeUrl decides later)', (_name, scene, expected) => {
    expect(readNarrativeEscape({ scenes: [scene] }).scenes[0]).toMatchObject(expected);
  });

  it.each([
    ['percentages as given', [{ id: 'a', label: 'A', x: 41, y: 34 }], [{ id: 'a', label: 'A', x: 41, y: 34 }]],
    ['0-1 fractions scaled to percent', [{ id: 'a', label: 'A', x: 0.25, y: 0.5 }, { id: 'b', label: 'B', x: 1, y: 0 }], [{ id: 'a', label: 'A', x: 25, y: 50 }, { id: 'b', label: 'B', x: 100, y: 0 }]],
    ['left/top spellings, clamped', [{ id: 'a', label: 'A', left: -5, top: 250 }], [{ id: 'a', label: 'A', x: 0, y: 100 }]],
    ['missing or bad positions as null', [{ id: 'a', label: 'A', x: '10', y: Number.NaN }], [{ id: 'a', label: 'A', x: null, y: null }]],
    ['unlabelled and non-object hotspots skipped', [{ id: 'a' }, 'b', null, { text: 'C' }], [{ id: 'C', label: 'C', x: null, y: null }]],
    ['repeated ids suffixed', [{ id: 'a', label: 'A' }, { id: 'a', label: 'A2' }], [{ id: 'a', label: 'A', x: null, y: null }, { id: 'a#1', label: 'A2', x: null, y: null }]],
  ])('reads hotspots: %s', (_name, hotspots, expected) => {
    expect(readNarrativeEscape({ scenes: [{ puzzles: [{ id: 'p', question: 'Q', hotspots }] }] }).scenes[0]?.puzzles[0]?.hotspots).toEqual(expected);
  });

  it.each([
    ['puzzles[] with options', { puzzles: [{ id: 'p1', prompt: 'P', options: [{ id: 'o', label: 'O' }] }] }, [{ id: 'p1', prompt: 'P', hotspots: [option('o', 'O')] }]],
    ['hotspots[] of puzzles with choices', { hotspots: [{ key: 'p2', question: 'Q', choices: [{ value: 'o', text: 'O' }] }] }, [{ id: 'p2', prompt: 'Q', hotspots: [option('o', 'O')] }]],
    ['a scene whose hotspots are the puzzle', { id: 's', question: 'Where?', text: 'Story', hotspots: [{ id: 'h', label: 'H' }] }, [{ id: 's', prompt: 'Where?', hotspots: [option('h', 'H')] }]],
    ['puzzles without an id or hotspots skipped', { puzzles: [{ prompt: 'no id', options: [{ id: 'o', label: 'O' }] }, { id: 'empty', options: [] }, 'x'] }, []],
  ])('reads puzzles from %s', (_name, scene, expected) => {
    expect(readNarrativeEscape({ scenes: [scene] }).scenes[0]?.puzzles).toEqual(expected);
  });

  it('keeps scene and puzzle ids unique across the block', () => {
    const puzzle = { id: 'p', options: [{ id: 'o', label: 'O' }] };
    const view = readNarrativeEscape({ scenes: [{ id: 's', puzzles: [puzzle] }, { id: 's', puzzles: [puzzle] }, { puzzles: [] }] });
    expect(view.scenes.map((scene) => scene.id)).toEqual(['s', 's#1', 'scene-3']);
    expect(view.scenes.flatMap((scene) => scene.puzzles.map((p) => p.id))).toEqual(['p', 'p#1']);
  });

  it.each([undefined, null, 'story', 5, [], { scenes: 'many' }, { scenes: [null, 3, 'x'] }])('never throws on %j', (fields) => {
    expect(readNarrativeEscape(fields)).toEqual({ introHtml: '', scenes: [] });
  });

  it.each([
    ['intro', { intro: '<p>You are on call.</p>' }, '<p>You are on call.</p>'],
    ['introduction', { introduction: 'I' }, 'I'],
    ['narrative', { narrative: 'N' }, 'N'],
    ['description', { description: 'D' }, 'D'],
    ['text', { text: 'T' }, 'T'],
    ['intro before the other spellings', { text: 'T', description: 'D', narrative: 'N', introduction: 'I', intro: 'Intro' }, 'Intro'],
    ['nothing usable', { intro: '   ', description: 42 }, ''],
  ])('reads the story introduction from %s', (_name, fields, introHtml) => {
    expect(readNarrativeEscape({ ...fields, scenes: [] }).introHtml).toBe(introHtml);
  });
});

describe('readNarrativeEscape at its edges', () => {
  const hotspotsOf = (hotspots: unknown[]) => readNarrativeEscape({ scenes: [{ puzzles: [{ id: 'p', hotspots }] }] }).scenes[0]?.puzzles[0]?.hotspots;

  it.each([
    ['a missing coordinate does not stop the others being fractions', [{ id: 'a', label: 'A', x: 0.5 }], [{ id: 'a', label: 'A', x: 50, y: null }]],
    ['one coordinate above 1 means every one is percent', [{ id: 'a', label: 'A', x: 0.5, y: 40 }], [{ id: 'a', label: 'A', x: 0.5, y: 40 }]],
    ['a negative coordinate means percent, clamped', [{ id: 'a', label: 'A', x: -0.5, y: 0.5 }], [{ id: 'a', label: 'A', x: 0, y: 0.5 }]],
  ])('positions: %s', (_name, hotspots, expected) => {
    expect(hotspotsOf(hotspots)).toEqual(expected);
  });

  it.each([
    ['a padded image string', { image: ' https://a.example/i.png ' }, { imageUrl: 'https://a.example/i.png', alt: '' }],
    ['img as a spelling of image', { img: { url: 'https://a.example/i.png' } }, { imageUrl: 'https://a.example/i.png', alt: '' }],
    ['image.image_url', { image: { image_url: 'https://a.example/i.png' } }, { imageUrl: 'https://a.example/i.png', alt: '' }],
    ['image.imageUrl', { image: { imageUrl: 'https://a.example/i.png' } }, { imageUrl: 'https://a.example/i.png', alt: '' }],
    ['image.url before image.src', { image: { src: 'https://a.example/s.png', url: 'https://a.example/u.png' } }, { imageUrl: 'https://a.example/u.png', alt: '' }],
    ['imageUrl on the scene', { imageUrl: 'https://a.example/i.png' }, { imageUrl: 'https://a.example/i.png', alt: '' }],
    ['the image object before the scene URL', { image: { url: 'https://a.example/n.png' }, image_url: 'https://a.example/s.png' }, { imageUrl: 'https://a.example/n.png', alt: '' }],
    ['image.alt_text', { image: { alt_text: 'A' } }, { imageUrl: '', alt: 'A' }],
    ['image.altText', { image: { altText: 'A' } }, { imageUrl: '', alt: 'A' }],
    ['imageAlt on the scene', { imageAlt: 'A' }, { imageUrl: '', alt: 'A' }],
    ['alt_text on the scene', { alt_text: 'A' }, { imageUrl: '', alt: 'A' }],
    ['the image alt before the scene alt', { image: { alt: 'Nested' }, alt: 'Scene' }, { imageUrl: '', alt: 'Nested' }],
    ['alt before image_alt before imageAlt before alt_text on the scene', { alt_text: 'D', imageAlt: 'C', image_alt: 'B', alt: 'A' }, { imageUrl: '', alt: 'A' }],
  ])('scene image: %s', (_name, scene, expected) => {
    expect(readNarrativeEscape({ scenes: [scene] }).scenes[0]).toMatchObject(expected);
  });

  it.each([
    ['steps', 'steps'],
    ['rooms', 'rooms'],
  ])('reads scenes spelled %s', (_name, key) => {
    expect(readNarrativeEscape({ [key]: [{ id: 's' }] }).scenes.map((scene) => scene.id)).toEqual(['s']);
  });

  it('reads scenes before steps before rooms', () => {
    expect(readNarrativeEscape({ rooms: [{ id: 'r' }], steps: [{ id: 't' }], scenes: [{ id: 's' }] }).scenes.map((s) => s.id)).toEqual(['s']);
    expect(readNarrativeEscape({ rooms: [{ id: 'r' }], steps: [{ id: 't' }] }).scenes.map((s) => s.id)).toEqual(['t']);
  });

  it.each([
    ['title', { title: 'T' }, { title: 'T' }],
    ['name', { name: 'N' }, { title: 'N' }],
    ['heading', { heading: 'H' }, { title: 'H' }],
    ['title before name before heading', { heading: 'H', name: 'N', title: 'T' }, { title: 'T' }],
    ['no title', {}, { title: '' }],
    ['body', { body: 'B' }, { html: 'B' }],
    ['content', { content: 'C' }, { html: 'C' }],
    ['html', { html: '<p>H</p>' }, { html: '<p>H</p>' }],
    ['narrative before the other HTML spellings', { html: 'H', content: 'C', body: 'B', text: 'T', description: 'D', narrative: 'N' }, { html: 'N' }],
    ['body before content before html', { html: 'H', content: 'C', body: 'B' }, { html: 'B' }],
  ])('scene %s', (_name, scene, expected) => {
    expect(readNarrativeEscape({ scenes: [scene] }).scenes[0]).toMatchObject(expected);
  });

  it.each([
    ['prompt', { prompt: 'P' }, 'P'],
    ['question', { question: 'Q' }, 'Q'],
    ['instructions', { instructions: 'I' }, 'I'],
    ['prompt before question before instructions', { instructions: 'I', question: 'Q', prompt: 'P' }, 'P'],
    ['none', {}, ''],
  ])('a scene whose hotspots are its puzzle takes its prompt from %s', (_name, scene, prompt) => {
    expect(readNarrativeEscape({ scenes: [{ id: 's', hotspots: [{ id: 'h', label: 'H' }], ...scene }] }).scenes[0]?.puzzles).toEqual([
      { id: 's', prompt, hotspots: [{ id: 'h', label: 'H', x: null, y: null }] },
    ]);
  });

  it('a puzzle without a prompt has an empty one', () => {
    expect(readNarrativeEscape({ scenes: [{ puzzles: [{ id: 'p', options: [{ id: 'o', label: 'O' }] }] }] }).scenes[0]?.puzzles[0]?.prompt).toBe('');
  });

  it('reads hotspots as puzzles when any entry carries options of its own, skipping the junk', () => {
    const view = readNarrativeEscape({ scenes: [{ id: 's', hotspots: [{ id: 'p1', options: [{ id: 'o', label: 'O' }] }, 'junk'] }] });
    expect(view.scenes[0]?.puzzles).toEqual([{ id: 'p1', prompt: '', hotspots: [{ id: 'o', label: 'O', x: null, y: null }] }]);
  });
});
