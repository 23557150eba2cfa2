import { describe, expect, it } from 'vitest';
import { createFormat } from '../strings/format';
import en from './en';
import es from './es';

/** Every path of a table down to its leaves, with the leaf's type ("string", "function"). */
function leaves(value: unknown, path = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) for (const [leaf, type] of leaves(child, path ? `${path}.${key}` : key)) found.set(leaf, type);
  } else {
    found.set(path, typeof value);
  }
  return found;
}

/** Text that reads the same in both languages. */
const SAME_IN_SPANISH = new Set(['renderers.no']);

describe('the Spanish table', () => {
  it('has every key of the English table, deep, with the same kind of value', () => {
    const spanish = leaves(es);
    const missing = [...leaves(en)].filter(([path, type]) => spanish.get(path) !== type).map(([path, type]) => `${path} (${type})`);
    expect(missing).toEqual([]);
  });

  it('translates every plain text entry', () => {
    const english = leaves(en);
    const untranslated = [...english.keys()].filter((path) => {
      if (english.get(path) !== 'string' || SAME_IN_SPANISH.has(path)) return false;
      const [section, key] = path.split('.') as [keyof typeof en, string];
      return (en[section] as Record<string, unknown>)[key] === (es[section] as Record<string, unknown>)[key];
    });
    expect(untranslated).toEqual([]);
  });

  it('formats its values in Spanish, plurals included', () => {
    const f = createFormat({ locale: es.locale });
    expect(es.player.screenPosition(2, 5, f)).toBe('Pantalla 2 de 5');
    expect(es.course.totalCreditHours(1, f)).toBe('Total: 1 hora de crédito');
    expect(es.course.totalCreditHours(1.5, f)).toBe('Total: 1,5 horas de crédito');
    expect(es.renderers.timeLeft(90, f)).toBe('Tiempo sugerido restante: 1 minuto 30 segundos');
    expect(es.renderers.timeLimitLeft(90, f)).toBe('Tiempo restante: 1 minuto 30 segundos');
    expect(es.renderers.timeAdded(2, 30, 1, 10, f)).toBe('Se añadieron 30 segundos a la pregunta 2 (1 de 10).');
    expect(es.player.resultScore(80, f)).toBe('Puntuación: 80\u00a0%');
    expect(es.player.reviewSummary(1, 1, f)).toBe('Respondiste 1 de 1 pregunta.');
    expect(es.player.reviewSummary(9, 10, f)).toBe('Respondiste 9 de 10 preguntas.');
    expect(es.player.resultBaselineScore(40, f)).toBe('Tu puntuación inicial: 40\u00a0%');
    expect(es.course.expiredNotice(es.course.formatDate(new Date('2026-03-01'), f))).toBe('Esta actividad venció el 1 de marzo de 2026. Ya no se pueden obtener créditos.');
  });

  it('says what the learner picked without giving it a gender: an item may be "la metformina" or "el enalapril"', () => {
    // A participle after the label agrees with a noun the player cannot know: neutral phrasings only.
    const said = [es.renderers.tapPicked({ label: 'Metformina' }), es.renderers.hotspotChosen('La arteria renal'), es.renderers.matchedTo('Suspender la metformina')];
    for (const text of said) expect(text).not.toMatch(/\b(seleccionad|asociad)[oa]s?\b|(^|\s)él([\s.,]|$)/i);
  });
});

describe('the drag board\'s place headings', () => {
  it('name no one way of answering: an item is placed by tap, by keys or from lists as well as by dragging', () => {
    const headings = [en.renderers.matchTargetsHeading, en.renderers.groupZonesHeading, es.renderers.matchTargetsHeading, es.renderers.groupZonesHeading];
    for (const heading of headings) expect(heading).not.toMatch(/\b(drop|drag|suelta|arrastra)/i);
  });
});
