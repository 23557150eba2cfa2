import { describe, expect, it } from 'vitest';
import { enCatalog } from './en-catalog';
import { completionStrings } from './en-completion';
import { enCourse } from './en-course';
import { kindStrings } from './en-kinds';
import { landingStrings } from './en-landing';
import { playerStrings } from './en-player';
import { rendererStrings } from './en-renderers';
import { en } from './en';

/** Every view's English, as the views import it. */
const parts = {
  'the player': { player: playerStrings, renderers: rendererStrings, course: enCourse },
  'the lazily loaded kinds': kindStrings,
  'the landing page': landingStrings,
  'the completion page': completionStrings,
  'the catalog': { catalog: enCatalog },
} as const;

describe("each view's English", () => {
  it('puts every entry of the whole table in some view, so no string is shown by no view', () => {
    const homeless: string[] = [];
    for (const [section, entries] of Object.entries(en)) {
      for (const key of Object.keys(entries as object)) {
        const found = Object.values(parts).some((part) => key in ((part as Record<string, object>)[section] ?? {}));
        if (!found) homeless.push(`${section}.${key}`);
      }
    }
    expect(homeless).toEqual([]);
  });

  it('gives an entry shared by two views the same English in both', () => {
    const differing: string[] = [];
    for (const [view, part] of Object.entries(parts)) {
      for (const [section, entries] of Object.entries(part)) {
        for (const [key, value] of Object.entries(entries as object)) {
          if ((en as unknown as Record<string, Record<string, unknown>>)[section]?.[key] !== value) differing.push(`${view}: ${section}.${key}`);
        }
      }
    }
    expect(differing).toEqual([]);
  });

  it('keeps the landing and completion pages\' and the lazy kinds\' words out of what a page of questions loads', () => {
    for (const key of Object.keys(landingStrings.course)) if (key !== 'formatDate') expect(key in enCourse, key).toBe(false);
    for (const key of Object.keys(completionStrings.course)) if (key !== 'formatDate' && key !== 'opensInNewTab') expect(key in enCourse, key).toBe(false);
    for (const key of [...Object.keys(landingStrings.player), ...Object.keys(completionStrings.player), ...Object.keys(kindStrings.player)]) expect(key in playerStrings, key).toBe(false);
    for (const key of Object.keys(kindStrings.renderers)) expect(key in rendererStrings, key).toBe(false);
  });
});
