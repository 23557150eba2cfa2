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

describe('readImageHotspot at its edges', () => {
  const at = (hotspots: unknown[]) => readImageHotspot({ hotspots }).hotspots.map((h) => [h.x, h.y]);

  it.each([
    ['padded strings', [{ id: 'a', label: 'A', x: ' 41 ', y: ' 34% ' }], [[41, 34]]],
    ['fractions without a leading zero', [{ id: 'a', label: 'A', x: '.5', y: '.25' }], [[50, 25]]],
    ['negative fractions without a leading zero are clamped', [{ id: 'a', label: 'A', x: '-.5', y: 60 }], [[0, 60]]],
    ['text before a number is not a position', [{ id: 'a', label: 'A', x: 'x41', y: 30 }], [[50, 30]]],
    ['text after a number is not a position', [{ id: 'a', label: 'A', x: '41px', y: 30 }], [[50, 30]]],
    ['small percentages stay percent (never scaled as fractions)', [{ id: 'a', label: 'A', x: '0.5%', y: '0.5%' }], [[0.5, 0.5]]],
    ['a percent sign on one coordinate keeps the rest unscaled', [{ id: 'a', label: 'A', x: '0.5%', y: 0.5 }], [[0.5, 0.5]]],
    ['a negative coordinate means percent, not fractions', [{ id: 'a', label: 'A', x: -0.5, y: 0.5 }], [[0, 0.5]]],
    ['cx/cy', [{ id: 'a', label: 'A', cx: 12, cy: 34 }], [[12, 34]]],
    ['x before left before cx', [{ id: 'a', label: 'A', cx: 3, left: 2, x: 1, cy: 30, top: 20, y: 10 }], [[1, 10]]],
    ['left before cx', [{ id: 'a', label: 'A', cx: 30, left: 20, cy: 30, top: 40 }], [[20, 40]]],
    ['a point pair', [{ id: 'a', label: 'A', point: [30, 60] }], [[30, 60]]],
  ])('positions: %s', (_name, hotspots, expected) => {
    expect(at(hotspots)).toEqual(expected);
  });

  it.each([
    ['a padded ratio', { aspect_ratio: ' 4:3 ' }, '4 / 3'],
    ['spaces around the separator', { aspect_ratio: '4 : 3' }, '4 / 3'],
    ['an x separator', { aspect_ratio: '800x600' }, '800 / 600'],
    ['two-digit sides', { aspect_ratio: '16:10' }, '16 / 10'],
    ['decimal sides', { aspect_ratio: '1.25:1.75' }, '1.25 / 1.75'],
    ['aspectRatio as a number', { aspectRatio: 2 }, '2'],
    ['text before the ratio', { aspect_ratio: 'a4:3' }, null],
    ['text after the ratio', { aspect_ratio: '4:3a' }, null],
    ['a bare number as text', { aspect_ratio: '2' }, null],
    ['a zero first side', { aspect_ratio: '0:3' }, null],
    ['a zero second side', { aspect_ratio: '3:0' }, null],
    ['a zero number', { aspect_ratio: 0 }, null],
    ['a negative number', { aspect_ratio: -1.5 }, null],
    ['an infinite number', { aspect_ratio: Number.POSITIVE_INFINITY }, null],
    ['width as text', { width: '800', height: 600 }, null],
    ['height as text', { width: 800, height: '600' }, null],
    ['zero width', { width: 0, height: 600 }, null],
    ['flat width and height', { width: 4, height: 3 }, '4 / 3'],
    ['an unusable ratio falls back to width and height', { aspect_ratio: 'wide', width: 4, height: 3 }, '4 / 3'],
    ['the image object when the top level has none', { image: { aspectRatio: '3/2' } }, '3 / 2'],
  ])('aspect ratio from %s', (_name, fields, expected) => {
    expect(readImageHotspot(fields).aspectRatio).toBe(expected);
  });

  it.each([
    ['a padded image string', { image: ' https://a.example/i.png ' }, { imageUrl: 'https://a.example/i.png' }],
    ['the flat URL before the image object', { image_url: 'https://a.example/flat.png', image: { url: 'https://a.example/nested.png' } }, { imageUrl: 'https://a.example/flat.png' }],
    ['alt_text', { alt_text: 'A' }, { alt: 'A' }],
    ['altText', { altText: 'A' }, { alt: 'A' }],
    ['image.alt_text', { image: { alt_text: 'A' } }, { alt: 'A' }],
    ['image.altText', { image: { altText: 'A' } }, { alt: 'A' }],
    ['alt before alt_text before altText', { altText: 'C', alt_text: 'B', alt: 'A' }, { alt: 'A' }],
    ['alt_text before altText', { altText: 'C', alt_text: 'B' }, { alt: 'B' }],
    ['prompt from question', { question: 'Q' }, { prompt: 'Q' }],
    ['prompt from instructions', { instructions: 'I' }, { prompt: 'I' }],
    ['prompt from title', { title: 'T' }, { prompt: 'T' }],
    ['prompt before question', { question: 'Q', prompt: 'P' }, { prompt: 'P' }],
  ])('reads %s', (_name, fields, expected) => {
    expect(readImageHotspot(fields)).toMatchObject(expected);
  });

  it.each([
    ['text as label', { id: 'a', text: 'A' }, { id: 'a', label: 'A' }],
    ['title as label', { id: 'a', title: 'A' }, { id: 'a', label: 'A' }],
    ['name as label', { id: 'a', name: 'A' }, { id: 'a', label: 'A' }],
    ['label before text before title before name', { id: 'a', name: 'N', title: 'T', text: 'X', label: 'L' }, { id: 'a', label: 'L' }],
    ['key as id', { key: 'k', label: 'A' }, { id: 'k', label: 'A' }],
    ['value as id', { value: 'v', label: 'A' }, { id: 'v', label: 'A' }],
    ['id before key before value', { value: 'v', key: 'k', id: 'i', label: 'A' }, { id: 'i', label: 'A' }],
    ['a numeric id and label', { id: 0, label: 7 }, { id: '0', label: '7' }],
  ])('hotspot %s', (_name, hotspot, expected) => {
    expect(readImageHotspot({ hotspots: [hotspot] }).hotspots).toEqual([{ ...expected, x: 50, y: 50 }]);
  });

  it.each([['regions', 'regions'], ['spots', 'spots']])('reads hotspots spelled %s', (_name, key) => {
    expect(readImageHotspot({ [key]: [{ id: 'a', label: 'A', x: 10, y: 20 }] }).hotspots).toEqual([{ id: 'a', label: 'A', x: 10, y: 20 }]);
  });
});
