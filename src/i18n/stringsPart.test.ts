import { describe, expect, it } from 'vitest';
import type { StringsOverride } from '../strings/en';
import { es } from '../strings/es';
import { completionStrings } from '../strings/en-completion';
import { courseChromeStrings } from '../strings/en-course';
import { landingStrings } from '../strings/en-landing';
import { createFormat } from '../strings/format';
import { bindPart, mergePart } from './stringsPart';
import { resolvePart } from './useStringsPart';

describe('mergePart', () => {
  it('takes from each layer only the entries the part has, in every section the part has', () => {
    const merged = mergePart(completionStrings, [{ player: { reviewCourseLabel: 'Again', continueLabel: 'Weiter' }, course: { claimHeading: 'Credit', referencesHeading: 'Literatur' } }]);
    expect(merged.player.reviewCourseLabel).toBe('Again');
    expect(merged.course.claimHeading).toBe('Credit');
    // Entries of other views stay out of this part: they load with those views.
    expect('continueLabel' in merged.player).toBe(false);
    expect('referencesHeading' in merged.course).toBe(false);
    expect(Object.keys(merged)).toEqual(['course', 'player']);
  });

  it('keeps English for a missing entry, a wrong type or a broken section, never a key or an empty string', () => {
    const merged = mergePart(landingStrings, [{ course: { objectivesHeading: 42, detailsHeading: 'Details' }, player: 'broken' } as never, null, undefined]);
    expect(merged.course.objectivesHeading).toBe('Learning objectives');
    expect(merged.course.detailsHeading).toBe('Details');
    expect(merged.player.startCourseLabel).toBe('Start the course');
    expect(landingStrings.course.detailsHeading).toBe('Activity details');
  });

  it('gives a view the Spanish of every one of its entries from the whole Spanish table', () => {
    const merged = mergePart(completionStrings, [es]);
    for (const [key, english] of Object.entries(completionStrings.course)) {
      if (typeof english === 'string') expect(merged.course[key as keyof typeof merged.course], key).toBe(es.course[key as keyof typeof es.course]);
    }
    expect(merged.player.courseCompleteDetail).toBe('Se registró que completaste el curso.');
  });
});

describe('bindPart and resolvePart', () => {
  it('hands every message of every section the format, so call sites pass only values', () => {
    const bound = bindPart(mergePart(completionStrings, []), createFormat({ locale: 'de-DE' }));
    expect(bound.course.claimHoursOption(1.5)).toBe('1,5 hours');
    expect(bound.format.locale).toBe('de-DE');
  });

  it('formats in the language of the scope\'s table, and resolves a part once per scope', () => {
    const scope = { layers: [es] };
    const resolved = resolvePart(scope, courseChromeStrings);
    expect(resolved.course.moduleOf(2, 4)).toBe('Módulo 2 de 4');
    expect(resolved.format.locale).toBe('es');
    expect(resolvePart(scope, courseChromeStrings)).toBe(resolved);
    expect(resolvePart({ layers: [] }, courseChromeStrings).course.moduleOf(2, 4)).toBe('Module 2 of 4');
  });
});

describe('a host table against the whole table type', () => {
  it('is checked by TypeScript for every view, wherever the view loads its English from', () => {
    const host: StringsOverride = {
      course: { claimHeading: 'Credit', objectivesHeading: 'Goals', referencesHeading: 'Sources' },
      player: { startCourseLabel: 'Begin', reviewCourseLabel: 'Again' },
      // @ts-expect-error a misspelt entry is refused, as before the split
      catalog: { defaultCtaa: 'Go' },
    };
    // @ts-expect-error text where a completion-page message is a function
    const wrongType: StringsOverride = { course: { claimSucceeded: 'Claimed' } };
    expect(mergePart(completionStrings, [host, wrongType]).course.claimHeading).toBe('Credit');
  });
});
