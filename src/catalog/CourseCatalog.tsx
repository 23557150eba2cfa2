import type { CatalogItemPayload } from '../contract/catalog';
import type { PaginationPayload } from '../contract/envelope';
import { EnsureMethodRoot } from '../course/EnsureMethodRoot';
import type { HeadingLevel } from '../course/Heading';
import { readRecord, readText } from '../course/read';
import type { StringsOverride } from '../strings/en';
import { useStringsPart } from '../i18n/useStringsPart';
import type { LocaleProps } from '../i18n/useStringsScope';
import { catalogStrings } from '../strings/en-catalog';
import { CatalogPagination } from './CatalogPagination';
import { CatalogSkeleton } from './CatalogSkeleton';
import { CourseCard } from './CourseCard';
import { readPagination } from './readPagination';

/** Props of CourseCatalog. Rendered states: `aria-busy="true"` on `.method-catalog` while loading, with placeholder cards while it has none. */
export interface CourseCatalogProps extends LocaleProps {
  /** Items of GET /api-courses. */
  items: readonly CatalogItemPayload[];
  /** The envelope's `pagination`; no navigation when absent or a single page. @default null */
  pagination?: PaginationPayload | null;
  /** Called with the 1-based page the learner asks for. */
  onPage?: (page: number) => void;
  /** Called when a card's CTA button is used (cards without `hrefFor`). */
  onSelect?: (item: CatalogItemPayload) => void;
  /** Link target per item; cards become links when it returns a safe URL. */
  hrefFor?: (item: CatalogItemPayload) => string | undefined;
  /** A page is loading: the list is marked busy and paging is disabled. @default false */
  loading?: boolean;
  /** Accept plain http image and link URLs. @default false */
  allowHttp?: boolean;
  /** Level of each card title. @default 3 */
  headingLevel?: HeadingLevel;
  /** Any part of the `Strings` table, over `<MethodStrings>`. */
  strings?: StringsOverride;
}

/** The catalog: a responsive grid of CourseCards with pagination, loading and empty states. */
export function CourseCatalog({
  items,
  pagination,
  onPage,
  onSelect,
  hrefFor,
  loading = false,
  allowHttp = false,
  headingLevel = 3,
  strings,
  locale,
  timeZone,
}: CourseCatalogProps) {
  const text = useStringsPart(catalogStrings, strings, { locale, timeZone }).catalog;
  const list = Array.isArray(items) ? items : [];
  const pageView = readPagination(pagination);
  const showPager = pageView !== null && (pageView.totalPages > 1 || pageView.hasNext || pageView.hasPrevious);
  return (
    <EnsureMethodRoot>
      <section className="method-catalog" aria-label={text.catalogLabel} aria-busy={loading ? 'true' : 'false'}>
        {/* The skeleton shows the wait; the status says it to screen readers only. */}
        <p className="method-visually-hidden" role="status">
          {loading ? text.loading : null}
        </p>
        {loading && list.length === 0 ? <CatalogSkeleton /> : null}
        {!loading && list.length === 0 ? <p className="method-status">{text.empty}</p> : null}
        {list.length > 0 ? (
          <ul className="method-catalog__grid" role="list" aria-label={text.catalogLabel}>
            {list.map((item, index) => (
              <li className="method-catalog__item" role="listitem" key={`${index}-${readText(readRecord(item).id) ?? ''}`}>
                <CourseCard
                  item={item}
                  onSelect={onSelect}
                  href={hrefFor?.(item)}
                  allowHttp={allowHttp}
                  headingLevel={headingLevel}
                  strings={strings}
                  locale={locale}
                  timeZone={timeZone}
                />
              </li>
            ))}
          </ul>
        ) : null}
        {showPager && pageView ? <CatalogPagination view={pageView} onPage={onPage} disabled={loading} strings={text} /> : null}
      </section>
    </EnsureMethodRoot>
  );
}
