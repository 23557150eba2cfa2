/** Placeholder cards in the catalog grid while the first page loads; decorative, so hidden from assistive tech. */
export function CatalogSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className="method-catalog__grid method-catalog__skeleton" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li className="method-catalog__item" key={index}>
          <div className="method-card" data-skeleton="true">
            <div className="method-card__media" />
            <div className="method-card__body">
              <span className="method-skeleton__line" data-size="title" />
              <span className="method-skeleton__line" />
              <span className="method-skeleton__line" data-size="short" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
