import { readDate, readList, readNumber, readRecord, readText } from './read';

/** One row of the credit table. */
export interface CreditRow {
  profession: string | null;
  creditType: string | null;
  hours: number | null;
  provider: string | null;
}

/** The accreditation block as shown, read defensively. */
export interface AccreditationView {
  credits: CreditRow[];
  totalHours: number | null;
  statement: string | null;
  commercialSupport: string | null;
  disclosureSummary: string | null;
  releaseDate: Date | null;
  expirationDate: Date | null;
  /** The raw expiration value, for the expiry rule (date-only values last the whole day). */
  expirationRaw: unknown;
}

function readCredit(value: unknown): CreditRow | null {
  const record = readRecord(value);
  const row = {
    profession: readText(record.profession),
    creditType: readText(record.credit_type) ?? readText(record.name),
    hours: readNumber(record.credit_hours),
    provider: readText(record.accredited_provider),
  };
  return row.profession || row.creditType || row.hours !== null ? row : null;
}

/**
 * Reads `accreditation`; credits come from its `credits`, else from the structured
 * `credit_designations`. The prose statement is shown, never parsed for numbers.
 */
export function readAccreditation(accreditation: unknown, creditDesignations?: unknown): AccreditationView {
  const source = readRecord(accreditation);
  const own = readList(source.credits).map(readCredit).filter((row): row is CreditRow => row !== null);
  const credits = own.length > 0 ? own : readList(creditDesignations).map(readCredit).filter((row): row is CreditRow => row !== null);
  return {
    credits,
    totalHours: readNumber(source.total_credit_hours),
    statement: readText(source.accreditation_statement),
    commercialSupport: readText(source.commercial_support),
    disclosureSummary: readText(source.disclosure_summary),
    releaseDate: readDate(source.release_date),
    expirationDate: readDate(source.expiration_date),
    expirationRaw: source.expiration_date,
  };
}
