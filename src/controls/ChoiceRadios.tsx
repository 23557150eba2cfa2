import { useId } from 'react';
import type { ChoiceControlProps } from './RadioChoice';

/**
 * A single-choice group on native radios, drawn like the Radix items (`.method-radio`): the
 * browser gives one tab stop and arrow keys that move and select, with no script and no document
 * listener per option. Large question screens render thousands of these (issue 10), so each
 * option is one label around its input.
 */
export function ChoiceRadios({ legend, options, value, onChange, disabled, hint, badge }: ChoiceControlProps) {
  const name = useId();
  return (
    // role="radiogroup": read as the spec's radio group, like the Radix root it replaces.
    <fieldset className="method-choice" role="radiogroup" aria-labelledby={`${name}-legend`} disabled={disabled}>
      <legend id={`${name}-legend`} className="method-mcq__question">{badge && <><span className="method-question__badge">{badge}</span>{' '}</>}{legend}</legend>
      {hint && <p className="method-field__hint">{hint}</p>}
      {options.map((option) => (
        <label key={option.value} className="method-choice__option" data-state={option.value === value ? 'checked' : 'unchecked'}>
          <input
            type="radio"
            className="method-radio"
            name={name}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
