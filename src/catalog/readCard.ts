import type { CatalogStrings } from '../strings/en-catalog';
import { safeUrl } from '../controls/safeUrl';
import { readFirstText, readFlag, readList, readNumber, readRecord, readText } from '../course/read';
import { toAspectRatio } from './aspectRatio';
import { toCardTone, type CardTone } from './cardTone';

/** A badge or stripe as shown: its text (if any) and tone. */
export interface CardLabelView {
  text: string | null;
  tone: CardTone;
}

/** Everything a CourseCard shows, read defensively from an untrusted CatalogItem. */
export interface CardView {
  name: string | null;
  /** Already through safeUrl; null means "show the placeholder". */
  imageUrl: string | null;
  imageAlt: string;
  /** Normalized "W / H", or null for the stylesheet default. */
  aspectRatio: string | null;
  badge: CardLabelView | null;
  stripe: CardLabelView | null;
  isFeatured: boolean;
  /** Display texts of the credit chips; empty when hidden. */
  chips: string[];
  price: { display: string; isFree: boolean } | null;
  providerName: string | null;
  formatLine: string | null;
  summary: string | null;
  cta: { label: string; variant: 'primary' | 'outline' };
  series: { name: string | null; position: number; total: number } | null;
}

function readLabel(value: unknown): CardLabelView | null {
  if (typeof value === 'string') {
    const text = readText(value);
    return text ? { text, tone: 'accent' } : null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  return {
    text: readFirstText(value, ['label', 'text', 'title']),
    tone: toCardTone(readFirstText(value, ['tone', 'color', 'colour', 'variant'])),
  };
}

function readChips(item: Readonly<Record<string, unknown>>, card: Readonly<Record<string, unknown>>, strings: CatalogStrings): string[] {
  if (readFlag(card.hide_credit_chips)) return [];
  if (Array.isArray(card.credit_chips)) {
    return card.credit_chips
      .map((chip) => {
        const record = readRecord(chip);
        const display = readText(record.display);
        if (display) return display;
        const amount = readNumber(record.amount);
        const labels = readList(record.labels).map(readText).filter(Boolean).join(', ');
        return amount === null && !labels ? null : strings.creditLine(amount, labels || null);
      })
      .filter((text): text is string => text !== null);
  }
  // No chip list at all: fall back to the structured designations, never to prose.
  return readList(item.credit_designations)
    .map((designation) => {
      const record = readRecord(designation);
      const hours = readNumber(record.credit_hours);
      const type = readText(record.credit_type);
      return hours === null && type === null ? null : strings.creditLine(hours, type);
    })
    .filter((text): text is string => text !== null);
}

function readSeries(value: unknown): CardView['series'] {
  const series = readRecord(value);
  const position = readNumber(series.position);
  const total = readNumber(series.total);
  if (!readFlag(series.is_series_module) || position === null || total === null || position < 1 || total < 1) return null;
  return { name: readText(series.name), position, total };
}

/** Reads a CatalogItem for display; never throws, whatever the input. */
export function readCard(input: unknown, strings: CatalogStrings, options: { allowHttp?: boolean } = {}): CardView {
  const item = readRecord(input);
  const card = readRecord(item.card_display_config);
  const image = readRecord(card.image);
  const price = readRecord(card.price);
  const cta = readRecord(card.cta);
  const amount = readNumber(price.amount);
  const isFree = readFlag(price.is_free) || amount === 0;
  // The spec's price has only `display`; a currency code, when a service sends one, lets the amount follow the locale.
  const currency = readText(price.currency) ?? readText(price.currency_code);
  const priceDisplay =
    amount !== null && !isFree && currency && /^[A-Za-z]{3}$/.test(currency) ? strings.price(amount, currency.toUpperCase()) : readText(price.display);
  return {
    name: readText(item.name),
    imageUrl: safeUrl(image.url, { allowHttp: options.allowHttp }),
    imageAlt: readText(image.alt) ?? '',
    aspectRatio: toAspectRatio(readText(image.aspect_ratio)),
    badge: readLabel(card.badge),
    stripe: readLabel(card.stripe),
    isFeatured: readFlag(card.is_featured),
    chips: readChips(item, card, strings),
    price: priceDisplay ? { display: priceDisplay, isFree } : null,
    providerName: readText(card.provider_name) ?? readText(item.accredited_provider_name),
    formatLine: readText(card.format_line),
    summary: readText(card.summary),
    cta: { label: readText(cta.label) ?? strings.defaultCta, variant: cta.style === 'outline' ? 'outline' : 'primary' },
    series: readSeries(item.series),
  };
}
