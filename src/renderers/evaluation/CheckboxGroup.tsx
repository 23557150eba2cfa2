import { useId } from 'react';

export interface CheckboxGroupProps {
  legend: string;
  hint?: string;
  options: readonly string[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  disabled: boolean;
}

/** Native checkboxes in a fieldset; `onChange` gets the checked options in option order. */
export function CheckboxGroup({ legend, hint, options, selected, onChange, disabled }: CheckboxGroupProps) {
  const name = useId();
  const toggle = (option: string, checked: boolean) => onChange(options.filter((other) => (other === option ? checked : selected.includes(other))));
  return (
    <fieldset className="method-fieldset" disabled={disabled}>
      <legend className="method-fieldset__legend">{legend}</legend>
      {hint && <p className="method-field__hint">{hint}</p>}
      {options.map((option, index) => (
        <label key={option} className="method-option" htmlFor={`${name}-${index}`}>
          <input
            id={`${name}-${index}`}
            className="method-option__input"
            type="checkbox"
            name={name}
            value={option}
            checked={selected.includes(option)}
            onChange={(event) => toggle(option, event.currentTarget.checked)}
          />
          <span>{option}</span>
        </label>
      ))}
    </fieldset>
  );
}
