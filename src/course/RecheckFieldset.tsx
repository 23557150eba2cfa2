import { SafeHtml } from '../controls/SafeHtml';
import type { CompletionStrings } from '../strings/en-completion';
import { OptionGroup } from './OptionGroup';
import type { FollowUpRecheckView } from './readFollowUp';

export interface RecheckFieldsetProps {
  recheck: FollowUpRecheckView;
  name: string;
  value: string | null;
  onChange: (optionId: string) => void;
  strings: CompletionStrings;
}

/**
 * The recheck question. Feedback (and the rationale) shows after answering only when the options
 * carry `is_correct`; without a key the answer is just recorded.
 */
export function RecheckFieldset({ recheck, name, value, onChange, strings }: RecheckFieldsetProps) {
  const chosen = recheck.options.find((option) => option.id === value) ?? null;
  const correct = recheck.keyed && chosen ? chosen.isCorrect === true : null;
  return (
    <OptionGroup
      kind="radio"
      name={name}
      legend={recheck.stem}
      options={recheck.options}
      selected={value ? [value] : []}
      onChange={(ids) => ids[0] && onChange(ids[0])}
      requiredText={strings.required}
    >
      <div role="status" className="method-recheck__status">
        {chosen && correct !== null ? (
          <div className="method-feedback" data-correct={correct ? 'true' : 'false'}>
            <p>{correct ? strings.recheckCorrect : strings.recheckIncorrect}</p>
            {recheck.rationale ? <SafeHtml className="method-prose" html={recheck.rationale} /> : null}
          </div>
        ) : chosen ? (
          <p className="method-status">{strings.recheckRecorded}</p>
        ) : null}
      </div>
    </OptionGroup>
  );
}
