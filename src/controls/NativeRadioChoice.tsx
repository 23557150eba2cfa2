import { useId } from 'react';
import type { ChoiceControlProps } from './RadioChoice';

/** The degraded single-choice control: native radios in a fieldset, no scripts beyond React. */
export function NativeRadioChoice({ legend, options, value, onChange, disabled, hint, badge }: ChoiceControlProps) {
  const name = useId();
  return (
    <fieldset className="method-choice method-fieldset" disabled={disabled}>
      <legend className="method-mcq__question">{badge && <><span className="method-question__badge">{badge}</span>{' '}</>}{legend}</legend>
      {hint && <p className="method-field__hint">{hint}</p>}
      {options.map((option, index) => (
        <div key={option.value} className="method-choice__option" data-state={option.value === value ? 'checked' : 'unchecked'}>
          <input
            type="radio"
            id={`${name}-${index}`}
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <label htmlFor={`${name}-${index}`}>{option.label}</label>
        </div>
      ))}
    </fieldset>
  );
}
