import { hostFormat, type Format } from './format';

/** User-visible strings of the catalog components: the `catalog` section of `Strings`. */
export interface CatalogStrings {
  /** Title shown when an item has no name. */
  untitledCourse: string;
  /** Tag on a featured card. */
  featured: string;
  /** Accessible name of the list of credit chips. */
  creditsLabel: string;
  /** A credit line built from a structured credit designation (never from prose). */
  creditLine: (hours: number | null, creditType: string | null, f?: Format) => string;
  /** Position of a series module, e.g. "Module 2 of 4". */
  moduleOf: (position: number, total: number, f?: Format) => string;
  /** Series label on a card: the series name and the module position. */
  seriesModule: (seriesName: string | null, position: number, total: number, f?: Format) => string;
  /** A price the payload gives as an amount and an ISO 4217 currency (else its `display` is shown). */
  price: (amount: number, currency: string, f?: Format) => string;
  /** Label of the call to action when the card carries none. */
  defaultCta: string;
  /** Accessible name of the catalog list. */
  catalogLabel: string;
  /** Accessible name of the pagination landmark. */
  paginationLabel: string;
  previousPage: string;
  nextPage: string;
  /** Pagination status, e.g. "Page 2 of 5". */
  pageOf: (page: number, totalPages: number, f?: Format) => string;
  /** Shown while the catalog loads. */
  loading: string;
  /** Shown when the catalog has no items. */
  empty: string;
}

export const enCatalog: CatalogStrings = {
  untitledCourse: 'Untitled course',
  featured: 'Featured',
  creditsLabel: 'Credits',
  creditLine: (hours, creditType, f = hostFormat()) =>
    hours === null ? (creditType ?? 'Credit') : creditType ? `${f.number(hours)} ${creditType}` : f.number(hours),
  moduleOf: (position, total, f = hostFormat()) => `Module ${f.number(position)} of ${f.number(total)}`,
  seriesModule: (seriesName, position, total, f = hostFormat()) =>
    seriesName ? `${seriesName}: Module ${f.number(position)} of ${f.number(total)}` : `Module ${f.number(position)} of ${f.number(total)}`,
  price: (amount, currency, f = hostFormat()) => f.currency(amount, currency),
  defaultCta: 'View course',
  catalogLabel: 'Courses',
  paginationLabel: 'Catalog pages',
  previousPage: 'Previous',
  nextPage: 'Next',
  pageOf: (page, totalPages, f = hostFormat()) => `Page ${f.number(page)} of ${f.number(totalPages)}`,
  loading: 'Loading courses…',
  empty: 'No courses to show.',
};

/** The catalog's English as a part (`useStringsPart`): loaded only by a page that shows a card or a catalog. */
export const catalogStrings = { catalog: enCatalog };
