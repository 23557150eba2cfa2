import { safeUrl } from '../controls/safeUrl';
import { readRecord, readText } from './read';

/** The outbound links of one reference; every href has passed safeUrl. */
export interface ReferenceLinks {
  doi: { id: string; href: string } | null;
  pubmed: { id: string; href: string } | null;
  url: string | null;
}

const DOI = /^10\.\d{4,9}\/\S+$/;
const DOI_PREFIX = /^(?:doi:\s*|https?:\/\/(?:dx\.)?doi\.org\/)/i;
const PMID = /^\d{1,9}$/;

/** A DOI as an https://doi.org link, only when it has the shape of a DOI. */
export function doiHref(value: unknown): { id: string; href: string } | null {
  const text = readText(value)?.replace(DOI_PREFIX, '') ?? null;
  if (!text || !DOI.test(text)) return null;
  const href = safeUrl(`https://doi.org/${text.split('/').map(encodeURIComponent).join('/')}`);
  return href ? { id: text, href } : null;
}

/** A PubMed id as its pubmed.ncbi.nlm.nih.gov link, only when it is digits. */
export function pubmedHref(value: unknown): { id: string; href: string } | null {
  const text = readText(value)?.replace(/^pmid:\s*/i, '') ?? null;
  if (!text || !PMID.test(text)) return null;
  const href = safeUrl(`https://pubmed.ncbi.nlm.nih.gov/${text}/`);
  return href ? { id: text, href } : null;
}

/** Links of a reference (DOI, PubMed, URL), each through safeUrl. */
export function referenceLinks(reference: unknown, options: { allowHttp?: boolean } = {}): ReferenceLinks {
  const record = readRecord(reference);
  return {
    doi: doiHref(record.doi),
    pubmed: pubmedHref(record.pmid),
    url: safeUrl(record.url, { allowHttp: options.allowHttp }),
  };
}
