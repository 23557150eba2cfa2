/** One credit line of a course; structured and authoritative (prose is never parsed). */
export interface CreditDesignationPayload {
  credit_type: string | null;
  credit_type_slug?: string | null;
  credit_hours: number | null;
  profession: string | null;
  source?: 'certificate_settings' | 'statement';
}

/** One faculty member of a catalog item's `overview.faculty`. */
export interface FacultyPayload {
  name: string;
  degree?: string | null;
  title_affiliation?: string | null;
}

/** `overview` of a CatalogItem (spec 2.3). */
export interface OverviewPayload {
  about: string | null;
  learning_objectives: string[];
  references: unknown[];
  faculty: FacultyPayload[];
  statement_of_need?: string | null;
  how_to_earn_credit?: string | null;
  estimated_time?: string | null;
  release_date?: string | null;
  expiration_date?: string | null;
  commercial_support?: string | null;
  disclosure_summary?: string | null;
  hardware_software_requirements?: string | null;
  target_audience?: string[];
  accreditation?: Record<string, unknown> | null;
}

/** A credit chip a catalog card shows (type and amount). */
export interface CreditChipPayload {
  amount: number;
  labels: string[];
  display: string;
}

/** A catalog card's image: URL, alt text and aspect ratio. */
export interface CardImagePayload {
  url: string | null;
  alt: string;
  aspect_ratio: string;
}

/** A catalog card's price. */
export interface CardPricePayload {
  amount: number;
  is_free: boolean;
  display: string;
}

/** A catalog card's call to action: its label. */
export interface CardCtaPayload {
  label: string;
  style: 'primary' | 'outline';
}

/** `card_display_config` of a CatalogItem (spec 2.3). Badge and stripe shapes are not shown. */
export interface CardDisplayConfigPayload {
  image: CardImagePayload;
  badge: Record<string, unknown> | null;
  stripe: Record<string, unknown> | null;
  is_featured: boolean;
  credit_chips: CreditChipPayload[];
  hide_credit_chips: boolean;
  price: CardPricePayload;
  provider_name: string | null;
  format_line: string | null;
  summary: string | null;
  cta: CardCtaPayload;
}

/** `series` of a CatalogItem (spec 2.3). */
export interface CatalogSeriesPayload {
  id: string;
  name: string | null;
  position: number | null;
  total: number | null;
  is_series_module: boolean;
}

/** Items of GET /api-courses (spec 2.3). */
export interface CatalogItemPayload {
  contract_version: string;
  id: string;
  organization_id: string;
  name: string;
  description: string | null;
  status: string;
  activity_type: string;
  accredited_provider_name: string | null;
  credit_designations: CreditDesignationPayload[];
  available_certificate_types: unknown[];
  activity_details: Record<string, unknown>;
  card_display_config: CardDisplayConfigPayload;
  overview: OverviewPayload;
  series?: CatalogSeriesPayload | null;
  pricing?: unknown;
  therapeutic_area?: unknown;
  disease_state?: unknown;
}
