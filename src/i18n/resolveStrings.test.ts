import { describe, expect, it } from 'vitest';
import { en } from '../strings/en';
import { createFormat } from '../strings/format';
import { mergeLayers, resolveStrings } from './resolveStrings';

describe('mergeLayers', () => {
  it('deep-merges each layer over English, later layers winning, other entries kept', () => {
    const table = mergeLayers([{ player: { continueLabel: 'Weiter', backLabel: 'Zurück' } }, { player: { continueLabel: 'Fortfahren' } }]);
    expect(table.player.continueLabel).toBe('Fortfahren');
    expect(table.player.backLabel).toBe('Zurück');
    expect(table.player.submitLabel).toBe('Submit answers');
    expect(table.course).toEqual(en.course);
  });

  it('keeps English for unknown keys, wrong types and non-object sections, and never changes English itself', () => {
    const layer = { player: { continueLabel: 7, screenPosition: 'Screen', nope: 'x' }, course: 'broken', catalog: [] } as never;
    const table = mergeLayers([layer, null, undefined]);
    expect(table.player.continueLabel).toBe('Continue');
    expect(table.player.screenPosition).toBe(en.player.screenPosition);
    expect('nope' in table.player).toBe(false);
    mergeLayers([{ player: { continueLabel: 'Weiter' } }]);
    expect(en.player.continueLabel).toBe('Continue');
  });

  it('takes the last layer that names a locale', () => {
    expect(mergeLayers([{ locale: 'es' }, { player: {} }]).locale).toBe('es');
    expect(mergeLayers([]).locale).toBeUndefined();
  });
});

describe('resolveStrings', () => {
  it('hands every message the format, so call sites pass only values', () => {
    const resolved = resolveStrings(mergeLayers([]), createFormat({ locale: 'de-DE' }));
    expect(resolved.course.totalCreditHours(1.5)).toBe('Total: 1,5 credit hours');
    expect(resolved.format.locale).toBe('de-DE');
  });
});
