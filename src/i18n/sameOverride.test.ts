import { describe, expect, it } from 'vitest';
import { sameOverride } from './sameOverride';

const note = (title: string) => `${title} is done`;

describe('sameOverride: do two strings overrides say the same?', () => {
  it.each([
    ['the same object', undefined, undefined, true],
    ['equal sections written anew', { player: { submitLabel: 'Send' } }, { player: { submitLabel: 'Send' } }, true],
    ['equal lists of overrides', [{ locale: 'es' }, { course: { objectivesHeading: 'Goals' } }], [{ locale: 'es' }, { course: { objectivesHeading: 'Goals' } }], true],
    ['the same message function', { player: { phaseCompletedNote: note } }, { player: { phaseCompletedNote: note } }, true],
    ['another entry value', { player: { submitLabel: 'Send' } }, { player: { submitLabel: 'Go' } }, false],
    ['an entry more', { player: { submitLabel: 'Send' } }, { player: { submitLabel: 'Send', backLabel: 'Back' } }, false],
    ['a section more', { player: {} }, { player: {}, course: {} }, false],
    ['another locale', { locale: 'es' }, { locale: 'en' }, false],
    ['a message function written anew', { player: { phaseCompletedNote: (t: string) => t } }, { player: { phaseCompletedNote: (t: string) => t } }, false],
    ['an override against none', { player: {} }, undefined, false],
    ['lists of different lengths', [{}], [{}, {}], false],
  ])('%s: %s', (_name, a, b, same) => {
    expect(sameOverride(a, b)).toBe(same);
  });
});
