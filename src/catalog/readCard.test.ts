import { describe, expect, it } from 'vitest';
import { createFormat } from '../strings/format';
import { bindMessages } from '../strings/bindMessages';
import { enCatalog } from '../strings/en-catalog';
import { toAspectRatio } from './aspectRatio';
import { toCardTone } from './cardTone';
import { readCard } from './readCard';

describe('readCard', () => {
  it.each([null, undefined, 'card', 42, [], {}, { card_display_config: 'x' }, { card_display_config: { image: 5, price: [], cta: null } }])(
    'reads %j without throwing',
    (input) => {
      const view = readCard(input, enCatalog);
      expect(view.name).toBeNull();
      expect(view.imageUrl).toBeNull();
      expect(view.cta).toEqual({ label: 'View course', variant: 'primary' });
    },
  );

  it('reads a complete item', () => {
    const view = readCard(
      {
        name: 'Heart failure',
        accredited_provider_name: 'Provider A',
        card_display_config: {
          image: { url: 'https://cdn.example/a.png', alt: 'A heart', aspect_ratio: '4:3' },
          badge: { text: 'New', color: 'green' },
          stripe: { label: 'Last chance', tone: 'danger' },
          is_featured: true,
          credit_chips: [{ amount: 1, labels: ['AMA PRA Category 1'], display: '1.0 AMA PRA Category 1 Credit™' }, { amount: 0.5, labels: ['ANCC'] }],
          hide_credit_chips: false,
          price: { amount: 0, is_free: true, display: 'Free' },
          provider_name: null,
          format_line: 'Case-based · 45 min',
          summary: 'A case.',
          cta: { label: 'Start', style: 'outline' },
        },
        series: { id: 's', name: 'HF', position: 2, total: 4, is_series_module: true },
      },
      enCatalog,
    );
    expect(view).toMatchObject({
      name: 'Heart failure',
      imageUrl: 'https://cdn.example/a.png',
      imageAlt: 'A heart',
      aspectRatio: '4 / 3',
      badge: { text: 'New', tone: 'success' },
      stripe: { text: 'Last chance', tone: 'danger' },
      isFeatured: true,
      chips: ['1.0 AMA PRA Category 1 Credit™', '0.5 ANCC'],
      price: { display: 'Free', isFree: true },
      providerName: 'Provider A',
      cta: { label: 'Start', variant: 'outline' },
      series: { name: 'HF', position: 2, total: 4 },
    });
  });

  it('hides chips when asked and falls back to designations only when chips are absent', () => {
    const designations = [{ credit_type: 'AMA PRA Category 1 Credit', credit_hours: 1.5, profession: 'Physician' }];
    expect(readCard({ credit_designations: designations, card_display_config: { hide_credit_chips: true } }, enCatalog).chips).toEqual([]);
    expect(readCard({ credit_designations: designations, card_display_config: {} }, enCatalog).chips).toEqual(['1.5 AMA PRA Category 1 Credit']);
    expect(readCard({ credit_designations: designations, card_display_config: { credit_chips: [] } }, enCatalog).chips).toEqual([]);
  });

  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', 'http://cdn.example/a.png', '//cdn.example/a.png', 'a.png'])(
    'refuses image url %s',
    (url) => {
      expect(readCard({ card_display_config: { image: { url } } }, enCatalog).imageUrl).toBeNull();
    },
  );

  it('allows http images only when the host allows it', () => {
    expect(readCard({ card_display_config: { image: { url: 'http://cdn.example/a.png' } } }, enCatalog, { allowHttp: true }).imageUrl).toBe(
      'http://cdn.example/a.png',
    );
  });

  it('ignores a series that is not a module', () => {
    expect(readCard({ series: { position: 1, total: 3, is_series_module: false } }, enCatalog).series).toBeNull();
  });
});

describe('toAspectRatio', () => {
  it.each([
    ['16/9', '16 / 9'],
    ['16 : 9', '16 / 9'],
    ['1.5', '1.5 / 1'],
    ['4x3', '4 / 3'],
    ['0/9', null],
    ['16/9; background:red', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (input, expected) => {
    expect(toAspectRatio(input)).toBe(expected);
  });
});

describe('toCardTone', () => {
  it.each([
    ['green', 'success'],
    ['Warning', 'warning'],
    ['#ff0000', 'accent'],
    [null, 'accent'],
    ['grey', 'neutral'],
  ] as const)('%j -> %s', (input, expected) => {
    expect(toCardTone(input)).toBe(expected);
  });

  it('formats a price with a currency code in the locale, and keeps the service display otherwise', () => {
    const spanish = bindMessages(enCatalog, createFormat({ locale: 'es-ES' }));
    const price = (value: unknown, strings = enCatalog) => readCard({ card_display_config: { price: value } }, strings).price?.display;
    expect(price({ amount: 49, currency: 'eur', display: '€49' }, spanish)).toBe('49,00\u00a0€');
    expect(price({ amount: 49, currency_code: 'USD', display: '$49' }, bindMessages(enCatalog, createFormat({ locale: 'en-US' })))).toBe('$49.00');
    expect(price({ amount: 49, display: '$49' }, spanish)).toBe('$49');
    expect(price({ amount: 0, is_free: true, currency: 'USD', display: 'Free' }, spanish)).toBe('Free');
    expect(price({ amount: 49, currency: 'not a code', display: '$49' }, spanish)).toBe('$49');
  });
});
