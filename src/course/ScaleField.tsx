import type { CompletionStrings } from '../strings/en-completion';
import { describedBy } from './describedBy';
import type { FollowUpSurveyItemView } from './readFollowUp';
import { RequiredMark } from './RequiredMark';

export interface ScaleFieldProps {
  item: FollowUpSurveyItemView;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  strings: CompletionStrings;
}

/** A scale item as a row of whole-number radios (arrow keys move along it), labelled at both ends. */
export function ScaleField({ item, name, value, onChange, error, strings }: ScaleFieldProps) {
  const hintId = `${name}-hint`;
  const errorId = error ? `${name}-error` : null;
  const steps = Array.from({ length: item.max - item.min + 1 }, (_, index) => item.min + index);
  return (
    <fieldset className="method-fieldset" data-invalid={error ? 'true' : undefined} aria-describedby={describedBy(hintId, errorId)}>
      <legend className="method-fieldset__legend">
        {item.prompt}
        {item.required ? <RequiredMark text={strings.required} /> : null}
      </legend>
      <p className="method-field__hint" id={hintId}>
        {strings.scaleHint(item.min, item.minLabel, item.max, item.maxLabel)}
      </p>
      <div className="method-scale">
        {steps.map((step) => (
          <label className="method-option" key={step}>
            <input
              className="method-option__input"
              type="radio"
              name={name}
              value={String(step)}
              checked={value === String(step)}
              onChange={() => onChange(String(step))}
              required={item.required}
              aria-invalid={error ? true : undefined}
            />
            <span>{step}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="method-error" id={errorId ?? undefined}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
