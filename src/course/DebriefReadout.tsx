import { useId } from 'react';
import type { ConfidenceBaselinePayload, DebriefReadoutPayload } from '../contract/course';
import type { StringsOverride } from '../strings/en';
import { useStringsPart } from '../i18n/useStringsPart';
import type { LocaleProps } from '../i18n/useStringsScope';
import { courseChromeStrings } from '../strings/en-course';
import { ConfidenceComparison } from './ConfidenceComparison';
import { EnsureMethodRoot } from './EnsureMethodRoot';
import { Heading, subLevel, type HeadingLevel } from './Heading';
import { readRecord, readText } from './read';
import { readoutRows, type ReadoutAnswers } from './readoutRows';
import { ReadoutTable } from './ReadoutTable';

/** Props of DebriefReadout. Rendered state: `data-submitted="true|false"` on `.method-readout`. */
export interface DebriefReadoutProps extends LocaleProps {
  /** `debrief_readout` of the phase. */
  readout: DebriefReadoutPayload | null | undefined;
  /** The learner's pre-assessment answers keyed by `matchId`. */
  preAnswers?: ReadoutAnswers | null;
  /** The learner's post-assessment answers keyed by `matchId`. */
  postAnswers?: ReadoutAnswers | null;
  /** `confidence_baseline` of the course, for the scale and its labels. */
  baseline?: ConfidenceBaselinePayload | null;
  /** The learner's rating on the baseline question. */
  baselineValue?: number | null;
  /** The learner's later confidence rating. */
  laterConfidence?: number | null;
  /** The learner has submitted the matched items; before that only a notice shows. */
  submitted: boolean;
  /** Level of the readout's heading. @default 2 */
  headingLevel?: HeadingLevel;
  /** Any part of the `Strings` table, over `<MethodStrings>`. */
  strings?: StringsOverride;
}

/** Before-and-after readout: matched pre/post items and the confidence change, after submission. */
export function DebriefReadout({
  readout,
  preAnswers,
  postAnswers,
  baseline,
  baselineValue,
  laterConfidence,
  submitted,
  headingLevel = 2,
  strings,
  locale,
  timeZone,
}: DebriefReadoutProps) {
  const text = useStringsPart(courseChromeStrings, strings, { locale, timeZone }).course;
  const headingId = useId();
  const title = readText(readRecord(readout).title) ?? text.readoutHeading;
  const isSubmitted = submitted === true;
  const rows = isSubmitted ? readoutRows(readout, preAnswers, postAnswers) : [];
  return (
    <EnsureMethodRoot>
      <section className="method-readout" data-submitted={isSubmitted ? 'true' : 'false'} aria-labelledby={headingId}>
        <Heading level={headingLevel} id={headingId} className="method-section__heading">
          {title}
        </Heading>
        {!isSubmitted ? (
          <p className="method-notice" data-tone="info">
            {text.readoutBeforeSubmit}
          </p>
        ) : (
          <>
            {rows.length > 0 ? <ReadoutTable rows={rows} strings={text} /> : null}
            <ConfidenceComparison
              baseline={baseline}
              baselineValue={baselineValue}
              laterConfidence={laterConfidence}
              headingLevel={subLevel(headingLevel)}
              strings={text}
            />
          </>
        )}
      </section>
    </EnsureMethodRoot>
  );
}
