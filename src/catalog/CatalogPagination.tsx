import type { CatalogStrings } from '../strings/en-catalog';
import type { PageView } from './readPagination';

export interface CatalogPaginationProps {
  view: PageView;
  onPage?: (page: number) => void;
  /** Both buttons are disabled while a page loads. */
  disabled?: boolean;
  strings: CatalogStrings;
}

/** Previous/Next and "Page X of Y", as a navigation landmark. */
export function CatalogPagination({ view, onPage, disabled = false, strings }: CatalogPaginationProps) {
  return (
    <nav className="method-pagination" aria-label={strings.paginationLabel}>
      <button
        type="button"
        className="method-button"
        data-variant="secondary"
        disabled={disabled || !view.hasPrevious || !onPage}
        onClick={() => onPage?.(view.page - 1)}
      >
        {strings.previousPage}
      </button>
      <p className="method-pagination__status" aria-live="polite">
        {strings.pageOf(view.page, view.totalPages)}
      </p>
      <button
        type="button"
        className="method-button"
        data-variant="secondary"
        disabled={disabled || !view.hasNext || !onPage}
        onClick={() => onPage?.(view.page + 1)}
      >
        {strings.nextPage}
      </button>
    </nav>
  );
}
