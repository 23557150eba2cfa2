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
    ).toEqual({ imageUrl: 'https://cdn.example.org/n.png', alt: 'A nephron', prompt: 'Pick one', aspectRatio: null, hotspots: [{ id: 'h1', label: 'Glomerulus', x: 18, y: 28 }] });
  });

  it('reads the image as a nested object, the shape spec 2.8 uses for images', () => {
    const view = readImageHotspot({ image: { url: 'https://cdn.example.org/n.png', alt: 'A nephron', aspect_ratio: '4:3' }, hotspots: [] });
    expect(view).toMatchObject({ imageUrl: 'https://cdn.example.org/n.png', alt: 'A nephron', aspectRatio: '4 / 3' });
  });

  it.each([
    ['image_url', { image_url: 'https://a.example/i.png' }],
    ['imageUrl', { imageUrl: 'https://a.example/i.png' }],
    ['url', { url: 'https://a.example/i.png' }],
    ['src', { src: 'https://a.example/i.png' }],
    ['image as a string', { image: 'https://a.example/i.png' }],
    ['image.src', { image: { src: 'https://a.example/i.png' } }],
    ['image.image_url', { image: { image_url: 'https://a.example/i.png' } }],
  ])('reads the image URL from %s', (_name, fields) => {
    expect(readImageHotspot(fields).imageUrl).toBe('https://a.example/i.png');
  });

  it('prefers the top-level alt and aspect ratio to the nested ones', () => {
    const view = readImageHotspot({ alt: 'Top', aspect_ratio: '16/9', image: { url: 'https://a.example/i.png', alt: 'Nested', aspect_ratio: '1:1' } });
    expect(view).toMatchObject({ alt: 'Top', aspectRatio: '16 / 9' });
  });

  it.each([
    ['width and height', { image: { url: 'u', width: 800, height: 600 } }, '800 / 600'],
    ['a number', { aspect_ratio: 1.5 }, '1.5'],
    ['nonsense', { aspect_ratio: 'wide' }, null],
    ['zero height', { image: { width: 800, height: 0 } }, null],
  ])('reads the aspect ratio from %s', (_name, fields, expected) => {
    expect(readImageHotspot(fields).aspectRatio).toBe(expected);
  });

  it.each([
    ['fractions (0-1) are read as percent', [{ id: 'a', label: 'A', x: 0.18, y: 0.28 }, { id: 'b', label: 'B', x: 1, y: 0 }], [[18, 28], [100, 0]]],
    ['percent stays percent when any position is above 1', [{ id: 'a', label: 'A', x: 0.5, y: 0.5 }, { id: 'b', label: 'B', x: 40, y: 60 }], [[0.5, 0.5], [40, 60]]],
    ['left/top', [{ id: 'a', label: 'A', left: 12, top: 34 }], [[12, 34]]],
    ['a nested position object', [{ id: 'a', label: 'A', position: { x: 0.25, y: 0.75 } }], [[25, 75]]],
    ['a nested coordinates object', [{ id: 'a', label: 'A', coordinates: { x: 30, y: 70 } }], [[30, 70]]],
    ['a coordinate pair', [{ id: 'a', label: 'A', coords: [0.1, 0.9] }], [[10, 90]]],
    ['percent strings', [{ id: 'a', label: 'A', x: '41%', y: '34 %' }], [[41, 34]]],
    ['fraction strings', [{ id: 'a', label: 'A', x: '0.41', y: '0.34' }], [[41, 34]]],
    ['missing positions are centred and do not count against fractions', [{ id: 'a', label: 'A' }, { id: 'b', label: 'B', x: 0.2, y: 0.4 }], [[50, 50], [20, 40]]],
  ])('positions: %s', (_name, hotspots, expected) => {
    expect(readImageHotspot({ hotspots }).hotspots.map((h) => [h.x, h.y])).toEqual(expected);
  });

  it.each([
    ['positions are clamped to 0..100', [{ id: 'a', label: 'A', x: -5, y: 250 }], [{ id: 'a', label: 'A', x: 0, y: 100 }]],
    ['a missing or bad position is centred', [{ id: 'a', label: 'A', x: 'ten', y: Number.NaN }], [{ id: 'a', label: 'A', x: 50, y: 50 }]],
    ['unlabelled and non-object hotspots are skipped', [{ id: 'a' }, 'b', null, { label: 'C' }], [{ id: 'C', label: 'C', x: 50, y: 50 }]],
    ['repeated ids get a suffix', [{ id: 'a', label: 'A' }, { id: 'a', label: 'A2' }], [{ id: 'a', label: 'A', x: 50, y: 50 }, { id: 'a#1', label: 'A2', x: 50, y: 50 }]],
  ])('%s', (_name, hotspots, expected) => {
    expect(readImageHotspot({ hotspots }).hotspots).toEqual(expected);
  });

  it.each([undefined, null, 'img', 5, [], { hotspots: 'many' }])('never throws on %j', (fields) => {
    expect(readImageHotspot(fields)).toEqual({ imageUrl: '', alt: '', prompt: '', aspectRatio: null, hotspots: [] });
  });
});
