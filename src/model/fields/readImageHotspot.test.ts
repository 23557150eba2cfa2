import { describe, expect, it } from 'vitest';
import { readImageHotspot } from './readImageHotspot';

describe('readImageHotspot', () => {
  it('reads the delivered shape', () => {
    expect(
      readImageHotspot({
        image_url: 'https://cdn.example.org/n.png',
        alt: 'A nephron',
        prompt: 'Pick one',
        hotspots: [{ id: 'h1', label: 'Glomerulus', x: 18, y: 28 }],
      }),
    ).toEqual({ imageUrl: 'https://cdn.example.org/n.png', alt: 'A nephron', prompt: 'Pick one', hotspots: [{ id: 'h1', label: 'Glomerulus', x: 18, y: 28 }] });
  });

  it.each([
    ['positions are clamped to 0..100', [{ id: 'a', label: 'A', x: -5, y: 250 }], [{ id: 'a', label: 'A', x: 0, y: 100 }]],
    ['a missing or bad position is centred', [{ id: 'a', label: 'A', x: '10', y: Number.NaN }], [{ id: 'a', label: 'A', x: 50, y: 50 }]],
    ['unlabelled and non-object hotspots are skipped', [{ id: 'a' }, 'b', null, { label: 'C' }], [{ id: 'C', label: 'C', x: 50, y: 50 }]],
    ['repeated ids get a suffix', [{ id: 'a', label: 'A' }, { id: 'a', label: 'A2' }], [{ id: 'a', label: 'A', x: 50, y: 50 }, { id: 'a#1', label: 'A2', x: 50, y: 50 }]],
  ])('%s', (_name, hotspots, expected) => {
    expect(readImageHotspot({ hotspots }).hotspots).toEqual(expected);
  });

  it.each([undefined, null, 'img', 5, [], { hotspots: 'many' }])('never throws on %j', (fields) => {
    expect(readImageHotspot(fields)).toEqual({ imageUrl: '', alt: '', prompt: '', hotspots: [] });
  });
});
