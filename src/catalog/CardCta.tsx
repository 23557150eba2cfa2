export interface CardCtaProps {
  label: string;
  variant: 'primary' | 'outline';
  /** Already through safeHostHref; a link when present. */
  href: string | null;
  /** Called when the CTA is a button. */
  onActivate?: () => void;
  /** Id of the card title, so the repeated CTA label is described by its course. */
  describedBy: string;
}

/** The card's call to action: a real link when the host gives an href, else a button. */
export function CardCta({ label, variant, href, onActivate, describedBy }: CardCtaProps) {
  if (href) {
    return (
      <a className="method-button method-card__cta" data-variant={variant} href={href} aria-describedby={describedBy}>
        {label}
      </a>
    );
  }
  if (!onActivate) return null;
  return (
    <button type="button" className="method-button method-card__cta" data-variant={variant} onClick={onActivate} aria-describedby={describedBy}>
      {label}
    </button>
  );
}
