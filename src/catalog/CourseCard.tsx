import { useId } from 'react';
import type { CatalogItemPayload } from '../contract/catalog';
import { EnsureMethodRoot } from '../course/EnsureMethodRoot';
import { Heading, type HeadingLevel } from '../course/Heading';
import type { StringsOverride } from '../strings/en';
import { useStringsPart } from '../i18n/useStringsPart';
import type { LocaleProps } from '../i18n/useStringsScope';
import { catalogStrings } from '../strings/en-catalog';
import { CardCta } from './CardCta';
import { CardMedia } from './CardMedia';
import { readCard } from './readCard';
import { safeHostHref } from '../controls/safeHostHref';

/**
 * Props of CourseCard. Rendered states: `data-featured="true|false"` on `.method-card`,
 * `data-free` on the price, `data-variant="primary|outline"` on the CTA, `data-tone` on badge and stripe.
 */
export interface CourseCardProps extends LocaleProps {
  /** One item of GET /api-courses; read defensively, never trusted. */
  item: CatalogItemPayload;
  /** Called with the item when the CTA is a button (no `href`). */
  onSelect?: (item: CatalogItemPayload) => void;
  /** Where the CTA links (absolute https, or a root-relative path on this site). */
  href?: string;
  /** Accept plain http image and link URLs. @default false */
  allowHttp?: boolean;
  /** Level of the course title heading. @default 3 */
  headingLevel?: HeadingLevel;
  /** Any part of the `Strings` table, over `<MethodStrings>`. */
  strings?: StringsOverride;
}

/** One catalog item as a card, drawn from its `card_display_config`. */
export function CourseCard({ item, onSelect, href, allowHttp = false, headingLevel = 3, strings, locale, timeZone }: CourseCardProps) {
  const text = useStringsPart(catalogStrings, strings, { locale, timeZone }).catalog;
  const view = readCard(item, text, { allowHttp });
  const titleId = useId();
  const link = href === undefined ? null : safeHostHref(href, { allowHttp });
  const badgeText = view.badge?.text ?? null;
  // The payload often says "Featured" itself (stripe or badge); the default tag is not repeated then.
  const saysFeatured = [badgeText, view.stripe?.text].some((label) => label?.toLowerCase() === text.featured.toLowerCase());
  const showFeaturedTag = view.isFeatured && !saysFeatured;
  return (
    <EnsureMethodRoot>
      <article className="method-card" data-featured={view.isFeatured ? 'true' : 'false'} aria-labelledby={titleId}>
        {view.stripe ? (
          <div className="method-card__stripe" data-tone={view.stripe.tone} aria-hidden={view.stripe.text ? undefined : true}>
            {view.stripe.text}
          </div>
        ) : null}
        <CardMedia url={view.imageUrl} alt={view.imageAlt} aspectRatio={view.aspectRatio} />
        <div className="method-card__body">
          {badgeText || showFeaturedTag ? (
            <div className="method-card__tags">
              {showFeaturedTag ? <span className="method-card__featured">{text.featured}</span> : null}
              {badgeText ? (
                <span className="method-card__badge" data-tone={view.badge?.tone}>
                  {badgeText}
                </span>
              ) : null}
            </div>
          ) : null}
          {view.series ? (
            <p className="method-card__series">{text.seriesModule(view.series.name, view.series.position, view.series.total)}</p>
          ) : null}
          <Heading level={headingLevel} id={titleId} className="method-card__title">
            {view.name ?? text.untitledCourse}
          </Heading>
          {view.providerName ? <p className="method-card__provider">{view.providerName}</p> : null}
          {view.formatLine ? <p className="method-card__format">{view.formatLine}</p> : null}
          {view.summary ? <p className="method-card__summary">{view.summary}</p> : null}
          {view.chips.length > 0 ? (
            <ul className="method-card__chips" role="list" aria-label={text.creditsLabel}>
              {view.chips.map((chip, index) => (
                <li className="method-card__chip" key={`${index}-${chip}`}>
                  {chip}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="method-card__footer">
            {view.price ? (
              <p className="method-card__price" data-free={view.price.isFree ? 'true' : 'false'}>
                {view.price.display}
              </p>
            ) : null}
            <CardCta
              label={view.cta.label}
              variant={view.cta.variant}
              href={link}
              onActivate={onSelect ? () => onSelect(item) : undefined}
              describedBy={titleId}
            />
          </div>
        </div>
      </article>
    </EnsureMethodRoot>
  );
}
