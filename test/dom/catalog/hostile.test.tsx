import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import urlVectors from '../../fixtures/corpora/url-vectors.json';
import naughtyStrings from '../../fixtures/corpora/naughty-strings.json';
import { CourseCard } from '../../../src/catalog/CourseCard';
import { CourseCatalog } from '../../../src/catalog/CourseCatalog';
import type { CatalogItemPayload } from '../../../src/contract/catalog';
import type { PaginationPayload } from '../../../src/contract/envelope';
import { isAllowedUrl, urlAttributes } from '../course/urlAttributes';

const asItem = (value: unknown) => value as CatalogItemPayload;

const hostileItems: Array<[string, unknown]> = [
  ['empty object', {}],
  ['null', null],
  ['a string', 'course'],
  ['a number', 7],
  ['an array', [1, 2]],
  ['null card config', { name: 'Only a name', card_display_config: null }],
  ['card config of wrong types', { name: 'Wrong types', card_display_config: { image: 'x', badge: 5, stripe: [], is_featured: 'yes', credit_chips: 'many', hide_credit_chips: 'no', price: 9, cta: 'go' } }],
  ['chips of wrong types', { name: 'Chips', card_display_config: { credit_chips: [null, 4, { display: {} }, { amount: 'x', labels: 'y' }] } }],
  ['nested nulls', { name: null, series: { is_series_module: true, position: null, total: 'x' }, credit_designations: [null, {}], card_display_config: { image: { url: null, alt: null, aspect_ratio: null }, price: { display: null }, cta: { label: null, style: 'loud' } } }],
];

describe('catalog with hostile data', () => {
  it.each(hostileItems)('CourseCard renders %s without throwing', (_name, item) => {
    render(<CourseCard item={asItem(item)} onSelect={() => {}} />);
    expect(screen.getByRole('article')).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBeTruthy();
  });

  it('still shows the name when card_display_config is missing', () => {
    render(<CourseCard item={asItem({ name: 'Bare course' })} />);
    expect(screen.getByRole('heading', { name: 'Bare course' })).toBeTruthy();
  });

  it.each([
    ['undefined items', undefined, undefined],
    ['items of junk', [null, 3, 'x', {}], { page: 'one', limit: null, total: {}, hasMore: 'yes' }],
    ['pagination of junk', [], [1, 2]],
  ])('CourseCatalog renders %s without throwing', (_name, items, pagination) => {
    render(<CourseCatalog items={items as unknown as CatalogItemPayload[]} pagination={pagination as unknown as PaginationPayload} />);
    expect(screen.getByRole('region')).toBeTruthy();
  });

  it('never puts a url-vectors.json payload into href or src (image url and CTA href)', () => {
    const items = urlVectors.map((vector) =>
      asItem({ id: vector.id, name: vector.id, card_display_config: { image: { url: vector.payload, alt: 'x', aspect_ratio: vector.payload }, cta: { label: 'Open' } } }),
    );
    const payloads = new Set(urlVectors.map((vector) => vector.payload));
    const { container } = render(<CourseCatalog items={items} hrefFor={(item) => urlVectors.find((vector) => vector.id === item.id)?.payload} />);
    expect(screen.getAllByRole('article')).toHaveLength(urlVectors.length);
    expect(container.querySelectorAll('img, a')).toHaveLength(0);
    const attributes = urlAttributes(container);
    expect(attributes.filter((attribute) => !isAllowedUrl(attribute.value) || payloads.has(attribute.value))).toEqual([]);
    // The aspect ratio is the only inline style, and a payload never reaches it unnormalized.
    const styles = [...container.querySelectorAll('[style]')].map((element) => element.getAttribute('style') ?? '');
    expect(styles.filter((style) => !/^--method-card-aspect: [\d.]+ \/ [\d.]+;$/.test(style))).toEqual([]);
  });

  it('renders the naughty strings as text in every text field', () => {
    const strings = naughtyStrings.slice(0, 200).map((entry) => entry.payload);
    const items = strings.map((payload, index) =>
      asItem({
        id: `n${index}`,
        name: payload,
        accredited_provider_name: payload,
        card_display_config: { image: { url: null, alt: payload }, badge: { label: payload, tone: payload }, summary: payload, format_line: payload, credit_chips: [{ display: payload }], price: { display: payload }, cta: { label: payload } },
      }),
    );
    const { container } = render(<CourseCatalog items={items} onSelect={() => {}} />);
    expect(container.querySelectorAll('script, iframe, object, embed')).toHaveLength(0);
    expect(urlAttributes(container)).toEqual([]);
  });
});
