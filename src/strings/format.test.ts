import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFormat } from './format';

const en = createFormat({ locale: 'en-US', timeZone: 'America/New_York' });
const es = createFormat({ locale: 'es-ES', timeZone: 'Europe/Madrid' });
const webinar = new Date('2026-03-01T20:00:00Z');

describe('createFormat', () => {
  it.each([
    [en, 1234.5, '1,234.5'],
    [es, 1234.5, '1234,5'],
    [es, 12345.5, '12.345,5'],
  ])('formats numbers in the locale (%#)', (format, value, expected) => {
    expect(format.number(value)).toBe(expected);
  });

  it('formats percentages and currencies in the locale', () => {
    expect(en.percent(80)).toBe('80%');
    expect(es.percent(80)).toBe('80\u00a0%');
    expect(en.currency(49, 'USD')).toBe('$49.00');
    expect(es.currency(49, 'EUR')).toBe('49,00\u00a0€');
    expect(en.currency(49, 'not a code')).toBe('49 not a code');
  });

  it.each([
    [en, 1, '1 hour'],
    [en, 1.5, '1.5 hours'],
    [es, 1, '1 hora'],
    [es, 2, '2 horas'],
  ])('picks the plural form through Intl.PluralRules (%#)', (format, count, expected) => {
    const forms = format === en ? { one: '# hour', other: '# hours' } : { one: '# hora', other: '# horas' };
    expect(format.plural(count, forms)).toBe(expected);
  });

  it.each([
    [en, 45, '45 seconds'],
    [en, 90, '1 minute 30 seconds'],
    [en, 120, '2 minutes'],
    [en, 3660, '1 hour 1 minute'],
    [en, 0, '0 seconds'],
    [es, 90, '1 minuto 30 segundos'],
  ])('reads durations as whole units (%#)', (format, seconds, expected) => {
    expect(format.duration(seconds)).toBe(expected);
  });

  it('shows a calendar day as the payload wrote it, whatever the time zone', () => {
    const day = new Date('2026-03-01');
    expect(createFormat({ locale: 'en-US', timeZone: 'Pacific/Honolulu' }).date(day)).toBe('March 1, 2026');
    expect(es.date(day)).toBe('1 de marzo de 2026');
  });

  it('shows a moment in the given time zone and names the zone', () => {
    // The connector between day and time ("at", ", ") changes between ICU releases; the parts do not.
    expect(en.dateTime(webinar)).toMatch(/^March 1, 2026(,| at) 3:00\sPM EST$/);
    expect(es.dateTime(webinar)).toMatch(/^1 de marzo de 2026(,| a las) 21:00 CET$/);
    expect(createFormat({ locale: 'en-US', timeZone: 'Asia/Tokyo' }).dateTime(webinar)).toMatch(/^March 2, 2026(,| at) 5:00\sAM GMT\+9$/);
  });

  it('falls back to the host locale and time zone on an unknown tag or zone instead of throwing', () => {
    const format = createFormat({ locale: 'not a locale!', timeZone: 'Mars/Olympus' });
    expect(format.locale).toBe(new Intl.NumberFormat().resolvedOptions().locale);
    expect(format.timeZone).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(format.number(2)).toBe('2');
  });

  describe('on first use', () => {
    const originals = { NumberFormat: Intl.NumberFormat, DateTimeFormat: Intl.DateTimeFormat };
    /** Counts `new Intl[name](...)` from now on; the constructor still works. */
    function countMade(name: keyof typeof originals) {
      const made = { count: 0 };
      Object.assign(Intl, { [name]: new Proxy(originals[name], { construct: (target, args) => (made.count++, Reflect.construct(target, args)) }) });
      return made;
    }
    afterEach(() => Object.assign(Intl, originals));

    it('makes no Intl object until a value is formatted, then one per kind, kept', () => {
      const numberFormats = countMade('NumberFormat');
      const dateFormats = countMade('DateTimeFormat');
      const format = createFormat({ locale: 'en-US', timeZone: 'America/New_York' });
      expect(numberFormats.count).toBe(0);
      expect(dateFormats.count).toBe(0);

      expect([format.number(1), format.number(2.5), format.number(1000)]).toEqual(['1', '2.5', '1,000']);
      // One for the number format itself; resolving 'en-US' goes through supportedLocalesOf, no instance.
      expect(numberFormats.count).toBe(1);
      expect(dateFormats.count).toBe(0);
      expect(format.locale).toBe('en-US');
      expect(format.timeZone).toBe('America/New_York');
    });

    it('resolves the zone only once, however many moments it shows', () => {
      const format = createFormat({ locale: 'en-US', timeZone: 'Asia/Tokyo' });
      const dateFormats = countMade('DateTimeFormat');
      format.dateTime(webinar);
      format.dateTime(webinar);
      format.date(webinar);
      // The zone's check, the moments' format and the days' format: three, not one per call.
      expect(dateFormats.count).toBe(3);
    });
  });
});
