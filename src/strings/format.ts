/** Where and how values are formatted: a BCP 47 locale and an IANA time zone. Both default to the host's. */
export interface FormatOptions {
  /** e.g. `es-MX`. @default the runtime's locale */
  locale?: string | undefined;
  /** e.g. `America/Mexico_City`, for times of day (webinars). @default the runtime's time zone */
  timeZone?: string | undefined;
}

/** Plural forms by `Intl.PluralRules` category; `#` stands for the formatted count. `other` is required. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** Locale-aware formatting, handed to every message function as its last argument. */
export interface Format {
  /** The locale actually used (after falling back from an unknown tag). */
  readonly locale: string;
  /** The time zone actually used for times of day. */
  readonly timeZone: string;
  number(value: number): string;
  /** A whole percentage: `percent(80)` is "80%" in English, "80 %" in Spanish. */
  percent(value: number): string;
  /** An amount in an ISO 4217 currency; an unknown code shows the number and the code. */
  currency(amount: number, currency: string): string;
  /** Picks the plural form for `count` and puts the formatted count where `#` is. */
  plural(count: number, forms: PluralForms): string;
  /** "1 minute 30 seconds": whole seconds, read aloud as they look. */
  duration(seconds: number): string;
  /** A calendar day (date-only payload values are days, so read in UTC): "March 1, 2026". */
  date(value: Date): string;
  /** A moment, in this format's time zone, with the zone named: "March 1, 2026 at 3:00 PM EST". */
  dateTime(value: Date): string;
}

/** A locale tag the runtime accepts, else the runtime's own: a typo in a host prop must not crash the course. */
function supportedLocale(locale: string | undefined): string {
  if (locale) {
    try {
      const [supported] = Intl.NumberFormat.supportedLocalesOf(locale);
      if (supported) return supported;
    } catch {
      // A malformed tag (RangeError) falls back like an unknown one.
    }
  }
  return new Intl.NumberFormat().resolvedOptions().locale;
}

function supportedTimeZone(timeZone: string | undefined): string {
  if (timeZone) {
    try {
      return new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;
    } catch {
      // An unknown zone falls back to the host's.
    }
  }
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const UNITS = [
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
] as const;

/** A value made on first use: the player formats few values, and each Intl object costs milliseconds to make. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}

/**
 * Builds the formatting of one locale and time zone. Every Intl object, and the runtime's locale
 * and zone, are made on first use and then kept: resolving them eagerly cost ~50 ms of a cold load
 * on a screen that formats no number at all (docs/performance.md#lazy-intl).
 */
export function createFormat(options: FormatOptions = {}): Format {
  const locale = once(() => supportedLocale(options.locale));
  const timeZone = once(() => supportedTimeZone(options.timeZone));
  const numbers = once(() => new Intl.NumberFormat(locale(), { maximumFractionDigits: 2 }));
  const percents = once(() => new Intl.NumberFormat(locale(), { style: 'percent', maximumFractionDigits: 1 }));
  const plurals = once(() => new Intl.PluralRules(locale()));
  const units = once(() => new Map(UNITS.map(([unit]) => [unit, new Intl.NumberFormat(locale(), { style: 'unit', unit, unitDisplay: 'long' })])));
  const unitList = once(() => new Intl.ListFormat(locale(), { type: 'unit', style: 'narrow' }));
  const days = once(() => new Intl.DateTimeFormat(locale(), { dateStyle: 'long', timeZone: 'UTC' }));
  const moments = once(() => new Intl.DateTimeFormat(locale(), {
    year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: timeZone(), timeZoneName: 'short',
  }));
  const format: Format = {
    get locale() {
      return locale();
    },
    get timeZone() {
      return timeZone();
    },
    number: (value) => numbers().format(value),
    percent: (value) => percents().format(value / 100),
    currency: (amount, currency) => {
      try {
        return new Intl.NumberFormat(locale(), { style: 'currency', currency }).format(amount);
      } catch {
        return `${numbers().format(amount)} ${currency}`;
      }
    },
    plural: (count, forms) => (forms[plurals().select(count)] ?? forms.other).replace(/#/g, numbers().format(count)),
    duration: (seconds) => {
      let rest = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0));
      const parts: string[] = [];
      for (const [unit, size] of UNITS) {
        const amount = Math.floor(rest / size);
        rest -= amount * size;
        if (amount > 0) parts.push(units().get(unit)!.format(amount));
      }
      return parts.length > 0 ? unitList().format(parts) : units().get('second')!.format(0);
    },
    date: (value) => days().format(value),
    dateTime: (value) => moments().format(value),
  };
  return format;
}

let host: Format | null = null;

/** The runtime's locale and time zone; what an English default message formats with when no format is bound. */
export function hostFormat(): Format {
  host ??= createFormat();
  return host;
}
