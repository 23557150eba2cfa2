import type { ConfidenceBaselinePayload } from '../contract/course';
import type { CourseChromeStrings } from '../strings/en-course';
import { Heading, type HeadingLevel } from './Heading';
import { readNumber, readRecord, readText } from './read';

export interface ConfidenceComparisonProps {
  baseline: ConfidenceBaselinePayload | null | undefined;
  baselineValue: number | null | undefined;
  laterConfidence: number | null | undefined;
  headingLevel: HeadingLevel;
  strings: CourseChromeStrings;
}

/** The learner's confidence at baseline against their later rating, with the change. */
export function ConfidenceComparison({ baseline, baselineValue, laterConfidence, headingLevel, strings }: ConfidenceComparisonProps) {
  const before = readNumber(baselineValue);
  const after = readNumber(laterConfidence);
  if (before === null && after === null) return null;
  const scale = readRecord(baseline);
  const min = readNumber(scale.min);
  const max = readNumber(scale.max);
  const prompt = readText(scale.prompt);
  const delta = before !== null && after !== null ? after - before : null;
  const direction = delta === null ? undefined : delta > 0 ? 'up' : delta < 0 ? 'down' : 'same';
  return (
    <div className="method-readout__confidence">
      <Heading level={headingLevel} className="method-section__heading">
        {strings.confidenceHeading}
      </Heading>
      {prompt ? <p>{prompt}</p> : null}
      {min !== null && max !== null ? (
        <p className="method-field__hint">{strings.confidenceScale(min, readText(scale.minLabel), max, readText(scale.maxLabel))}</p>
      ) : null}
      <ul className="method-readout__values" role="list">
        {before !== null ? <li>{strings.confidenceBefore(before)}</li> : null}
        {after !== null ? <li>{strings.confidenceAfter(after)}</li> : null}
        {delta !== null ? (
          <li className="method-readout__change" data-direction={direction}>
            {strings.confidenceChange(delta)}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
