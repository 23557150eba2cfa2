import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import urlVectors from '../../fixtures/corpora/url-vectors.json';
import { Certificate } from '../../../src/course/Certificate';
import { Debrief } from '../../../src/course/Debrief';
import { DebriefReadout } from '../../../src/course/DebriefReadout';
import { FollowUp } from '../../../src/course/FollowUp';
import { LandingPage } from '../../../src/course/LandingPage';
import { References } from '../../../src/course/References';
import { SeriesNav } from '../../../src/course/SeriesNav';
import { isAllowedUrl, urlAttributes } from './urlAttributes';

const junk: Array<[string, unknown]> = [
  ['an empty object', {}],
  ['null', null],
  ['undefined', undefined],
  ['a string', 'payload'],
  ['a number', 42],
  ['an array of junk', [null, 1, 'x', {}, []]],
  ['wrong field types', { modules: 'x', matches: 5, credits: {}, items: 1, survey: [], recheck: 'r', commitment: [], landing: 7, caseTakeaway: 5, answerKeyHtml: {}, nextStepsHtml: [] }],
];

// Each component with the junk value in every prop that carries payload data.
const components: Array<[string, (value: unknown) => ReactElement]> = [
  ['LandingPage', (value) => <LandingPage title={value as never} description={value as never} landingPage={value as never} learningObjectives={value as never} accreditation={value as never} creditDesignations={value as never} faculty={value as never} />],
  ['References', (value) => <References references={value as never} />],
  ['SeriesNav', (value) => <SeriesNav series={value as never} completedModuleIds={value as never} currentCourseId={value as never} onSelectModule={() => {}} />],
  ['Debrief', (value) => <Debrief debrief={value as never} />],
  ['DebriefReadout', (value) => <DebriefReadout readout={value as never} preAnswers={value as never} postAnswers={value as never} baseline={value as never} baselineValue={value as never} laterConfidence={value as never} submitted />],
  ['FollowUp', (value) => <FollowUp followUp={value as never} onFollowUpSubmit={() => {}} />],
  ['Certificate', (value) => <Certificate certificate={value as never} />],
];

describe('course chrome with hostile data', () => {
  describe.each(components)('%s', (_name, build) => {
    it.each(junk)('renders %s without throwing', (_label, value) => {
      expect(() => render(build(value))).not.toThrow();
    });
  });

  it('renders nested nulls and wrong types inside otherwise valid shapes', () => {
    expect(() =>
      render(
        <>
          <LandingPage title="T" landingPage={{ targetAudience: [null, 3] as never, estimatedTime: {} as never }} accreditation={{ credits: [null, { credit_hours: 'x' }], release_date: 'soon', expiration_date: {} } as never} faculty={[{ name: null }, null] as never} />
          <References references={[{ number: null, authors: 'x', year: 'y', doi: 5, pmid: {} }] as never} />
          <SeriesNav series={{ modules: [{ course_id: 5 }, { course_id: 'a', position: 'first', title: null }] } as never} currentCourseId="a" />
          <DebriefReadout readout={{ matches: [{ matchId: 1 }, { matchId: 'm', label: {} }] } as never} preAnswers={{ m: 5 } as never} baseline={{ min: 'a' } as never} baselineValue={Number.NaN} submitted />
          <FollowUp followUp={{ survey: { items: [{ id: 'a', prompt: 'P', type: 'scale', min: 5, max: 1e9 }], barriers: [{ id: 1 }] }, recheck: { id: 'r', stem: 'S', options: [{ id: 'o', label: 'O', is_correct: 'yes' }] } } as never} />
          <Certificate certificate={{ status: 7, issuedAt: 'never', creditHours: 'lots' } as never} />
        </>,
      ),
    ).not.toThrow();
  });

  it('never puts a url-vectors.json payload into href or src (reference url and doi, certificate links)', () => {
    const payloads = new Set(urlVectors.map((vector) => vector.payload));
    const references = urlVectors.map((vector, index) => ({ number: String(index + 1), title: vector.id, url: vector.payload, doi: vector.payload, pmid: vector.payload }));
    const { container } = render(
      <>
        <References references={references} allowHttp />
        {urlVectors.map((vector) => (
          <Certificate
            key={vector.id}
            certificate={{ status: 'issued', certificateNumber: vector.id, verificationUrl: vector.payload, downloadUrl: vector.payload }}
            allowHttp
          />
        ))}
      </>,
    );
    expect(container.querySelectorAll('li')).toHaveLength(urlVectors.length);
    const offending = urlAttributes(container).filter((attribute) => !isAllowedUrl(attribute.value, true) || payloads.has(attribute.value));
    expect(offending).toEqual([]);
    expect(container.querySelectorAll('a')).toHaveLength(0);
  });
});
