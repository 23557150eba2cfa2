import { describe, expect, it } from 'vitest';
import { doiHref, pubmedHref, referenceLinks } from './referenceLinks';

describe('reference links', () => {
  it.each([
    ['10.1056/NEJMoa2034577', 'https://doi.org/10.1056/NEJMoa2034577'],
    ['doi:10.1001/jama.2020.1', 'https://doi.org/10.1001/jama.2020.1'],
    ['https://doi.org/10.1000/xyz#frag', 'https://doi.org/10.1000/xyz%23frag'],
    ['javascript:alert(1)', null],
    ['10.1/too-short-prefix', null],
    ['', null],
  ])('doi %j', (doi, href) => {
    expect(doiHref(doi)?.href ?? null).toBe(href);
  });

  it.each([
    ['33301246', 'https://pubmed.ncbi.nlm.nih.gov/33301246/'],
    ['PMID: 123', 'https://pubmed.ncbi.nlm.nih.gov/123/'],
    ['12/../../evil', null],
    [12345, 'https://pubmed.ncbi.nlm.nih.gov/12345/'],
  ])('pmid %j', (pmid, href) => {
    expect(pubmedHref(pmid)?.href ?? null).toBe(href);
  });

  it('passes urls through safeUrl', () => {
    expect(referenceLinks({ url: 'javascript:alert(1)' }).url).toBeNull();
    expect(referenceLinks({ url: 'http://a.example/' }).url).toBeNull();
    expect(referenceLinks({ url: 'http://a.example/' }, { allowHttp: true }).url).toBe('http://a.example/');
    expect(referenceLinks(null)).toEqual({ doi: null, pubmed: null, url: null });
  });
});
