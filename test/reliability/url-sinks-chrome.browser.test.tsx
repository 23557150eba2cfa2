import '../../styles/method.css';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import urlVectors from '../fixtures/corpora/url-vectors.json';
import { Certificate, CourseCard, References, type CertificateProps } from '../../src';
import type { CatalogItemPayload } from '../../src/contract/catalog';
import { mount } from '../support/mount';
import { dialogCalls, restoreDialogs, settle, stubDialogs } from '../support/xssDetector';
import { inPageEngineLabel } from '../support/engines/inPageEngine';
import { reportFigureFromBrowser } from './figureFromBrowser';
import { liveUrls, URL_ATTRIBUTES } from './liveUrls';

/**
 * Suite 4 (course-chrome half): every url-vectors.json payload through the URL fields outside the
 * player's blocks: a catalog card's image and its CTA link (a host that builds `href` from payload
 * data), a certificate's verification and download links, and standalone references. Pass: nothing
 * live in any URL attribute, no dialog. The raw-link control that proves the detector is in
 * url-sinks.browser.test.tsx; the safe-URL control here proves each field is a real sink.
 */
const BATCH = 53;
/** Where a safe URL lands: the CTA link, the certificate's two links, the reference; the card image. */
const SAFE_SINKS = ['a[href]', 'a[href]', 'a[href]', 'a[href]', 'img[src]'];

function Chrome({ vector }: { vector: { id: string; payload: string } }) {
  const item = {
    id: vector.id,
    name: `Course ${vector.id}`,
    card_display_config: { summary: 'A course.', cta: { label: 'Open' }, image: { url: vector.payload, alt: 'A vector picture' } },
  } as unknown as CatalogItemPayload;
  const certificate = { status: 'issued', certificate_number: `C-${vector.id}`, verification_url: vector.payload, download_url: vector.payload } as unknown as CertificateProps['certificate'];
  // The service's snake_case spelling, which readCertificate accepts beside camelCase.
  return (
    <div className="url-case">
      <CourseCard item={item} href={vector.payload} />
      <Certificate certificate={certificate} />
      <References references={[{ number: '1', title: `Reference ${vector.id}`, url: vector.payload }]} />
    </div>
  );
}

describe(`URL sinks in ${inPageEngineLabel} (suite 4, course-chrome half)`, () => {
  beforeAll(() => stubDialogs());
  afterAll(() => restoreDialogs());

  it('control: a safe https URL in the same fields does reach the DOM (so the fields are real sinks)', async () => {
    const safe = 'https://cdn.example.org/safe/vector.png';
    const { container, unmount } = await mount(<Chrome vector={{ id: 'safe', payload: safe }} />);
    const sinks = [...container.querySelectorAll('*')].flatMap((element) => URL_ATTRIBUTES.filter((name) => element.getAttribute(name)?.startsWith(safe)).map((name) => `${element.tagName.toLowerCase()}[${name}]`));
    await unmount();
    expect(sinks.sort()).toEqual(SAFE_SINKS);
  });

  const batches = Array.from({ length: Math.ceil(urlVectors.length / BATCH) }, (_, i) => urlVectors.slice(i * BATCH, (i + 1) * BATCH));
  let checked = 0;

  it.each(batches.map((batch, i) => [`${i * BATCH + 1}-${i * BATCH + batch.length}`, batch] as const))(
    'vectors %s in catalog card, certificate and reference URLs: nothing live, nothing fires',
    async (_range, batch) => {
      dialogCalls.length = 0;
      const { container, unmount } = await mount(<>{batch.map((vector) => <Chrome key={vector.id} vector={vector} />)}</>);
      await settle();
      expect(container.querySelectorAll('.method-card').length).toBe(batch.length);
      expect(container.querySelectorAll('.method-certificate').length).toBe(batch.length);
      const live = liveUrls(container);
      const fired = [...dialogCalls];
      await unmount();
      expect(live).toEqual([]);
      expect(fired).toEqual([]);
      checked += batch.length;
    },
    60_000,
  );

  it('figure', async () => {
    expect(checked).toBe(urlVectors.length);
    await reportFigureFromBrowser(`URL sinks (course chrome) in ${inPageEngineLabel}: ${checked} vectors x 5 URL fields (catalog image, CTA link, certificate verification and download, reference): 0 live javascript:/vbscript:/data: URLs, 0 dialogs`);
  });
});
