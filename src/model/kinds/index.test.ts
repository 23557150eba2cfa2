import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalizeCourse } from '../normalizeCourse';
import { Reader } from '../read';
import { CANONICAL_KINDS, definitionOf, toCanonicalKind } from './index';

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

describe('one definition per kind', () => {
  it('defines every canonical kind in its own file, src/model/kinds/<kind>.ts', () => {
    const files = new Set(readdirSync(__dirname));
    expect(CANONICAL_KINDS.filter((kind) => !files.has(`${kind}.ts`) || definitionOf(kind)?.kind !== kind)).toEqual([]);
  });

  it.each(CANONICAL_KINDS)('reads a %s from junk without throwing, and answers every rule of its answer', (kind) => {
    const definition = definitionOf(kind)!;
    for (const junk of [{}, { questions: 'x', options: 7, items: {}, cards: null, scenes: [null], hotspots: [1] }]) {
      const data = definition.read(junk, new Reader(), 'phases[0].components[0]', 'b');
      expect(data).toBeTypeOf('object');
      const answer = definition.answer;
      if (!answer) continue;
      expect(typeof answer.offered(data)).toBe('boolean');
      expect(typeof answer.requiredByDefault(data)).toBe('boolean');
      const progress = answer.progress?.(data, undefined) ?? { answered: 0, total: 0 };
      expect(progress.answered).toBeLessThanOrEqual(progress.total);
    }
  });
});

describe('what a kind reader finds', () => {
  it('reaches the course diagnostics with a JSON path from the payload root', () => {
    const { diagnostics } = normalizeCourse({
      course_id: 'c', name: 'C', contract_version: '2026-09-03',
      phases: [{ id: 'p', title: 'P', type: 'content', order: 0, screen_count: 1, components: [
        { id: 'h', type: 'html', content: '<p>x</p>', screen_index: 0 },
        { id: 'm', type: 'drag_drop_match', screen_index: 0, sourceItems: [{ id: 's1', label: 'One' }, { note: 'no id, no label' }], targetItems: ['T'] },
      ] }],
    });
    expect(diagnostics.filter((d) => d.path?.includes('sourceItems'))).toEqual([
      { code: 'invalid_field', message: 'item has no id or label; skipped', path: 'phases[0].components[1].sourceItems[1]', severity: 'warning' },
    ]);
  });
});
