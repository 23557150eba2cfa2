/** User-visible strings of the catalog components; override any entry through a `strings` prop. */
export interface CatalogStrings {
  /** Title shown when an item has no name. */
  untitledCourse: string;
  /** Tag on a featured card. */
  featured: string;
  /** Accessible name of the list of credit chips. */
  creditsLabel: string;
  /** A credit line built from a structured credit designation (never from prose). */
  creditLine: (hours: number | null, creditType: string | null) => string;
  /** Position of a series module, e.g. "Module 2 of 4". */
  moduleOf: (position: number, total: number) => string;
  /** Series label on a card: the series name and the module position. */
  seriesModule: (seriesName: string | null, position: number, total: number) => string;
  /** Label of the call to action when the card carries none. */
  defaultCta: string;
  /** Accessible name of the catalog list. */
  catalogLabel: string;
  /** Accessible name of the pagination landmark. */
  paginationLabel: string;
  previousPage: string;
  nextPage: string;
  /** Pagination status, e.g. "Page 2 of 5". */
  pageOf: (page: number, totalPages: number) => string;
  /** Shown while the catalog loads. */
  loading: string;
  /** Shown when the catalog has no items. */
  empty: string;
}

export const enCatalog: CatalogStrings = {
  untitledCourse: 'Untitled course',
  featured: 'Featured',
  creditsLabel: 'Credits',
  creditLine: (hours, creditType) =>
    [hours === null ? null : `${hours}`, creditType].filter((part) => part !== null).join(' ') || 'Credit',
  moduleOf: (position, total) => `Module ${position} of ${total}`,
  seriesModule: (seriesName, position, total) =>
    seriesName ? `${seriesName}: Module ${position} of ${total}` : `Module ${position} of ${total}`,
  defaultCta: 'View course',
  catalogLabel: 'Courses',
  paginationLabel: 'Catalog pages',
  previousPage: 'Previous',
  nextPage: 'Next',
  pageOf: (page, totalPages) => `Page ${page} of ${totalPages}`,
  loading: 'Loading courses…',
  empty: 'No courses to show.',
};
