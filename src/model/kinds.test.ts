import { describe, expect, it } from 'vitest';
import { CANONICAL_KINDS, toCanonicalKind } from './kinds';

describe('toCanonicalKind', () => {
  it('maps every canonical kind to itself', () => {
    expect(CANONICAL_KINDS.map(toCanonicalKind)).toEqual([...CANONICAL_KINDS]);
  });

  it.each([
    ['padded with spaces', '  html  ', 'html'],
    ['upper case', 'TIMED-QUIZ', 'timed-quiz'],
    ['snake case', 'confidence_check', 'confidence-check'],
    ['repeated underscores', 'timed__quiz', 'timed-quiz'],
    ['words with spaces', 'Image  Hotspot', 'image-hotspot'],
    ['the multiple-choice alias', 'Multiple_Choice', 'mcq'],
    ['the richtext alias', 'richText', 'rich-text'],
    ['an alias reached only once hyphens are dropped', 'Drag-DropMatch', 'drag-drop-match'],
  ])('reads %s', (_name, input, kind) => {
    expect(toCanonicalKind(input)).toBe(kind);
  });

  it.each([
    ['an unknown type', 'holo-deck'],
    ['an empty string', ''],
    ['a number', 5],
    ['null', null],
    ['an object', { type: 'html' }],
  ])('returns null for %s', (_name, input) => {
    expect(toCanonicalKind(input)).toBeNull();
  });
});
