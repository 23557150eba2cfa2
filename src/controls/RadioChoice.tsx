import * as RadioGroup from '@radix-ui/react-radio-group';
import { useId } from 'react';
import type { ChoiceOption } from '../model/types';

export interface ChoiceControlProps {
  /** Visible question text, used as the group's accessible name. */
  legend: string;
  options: readonly ChoiceOption[];
  value: string | undefined;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Extra description (e.g. "Question 2 of 5"). */
  hint?: string;
  /** A short label shown before the question text (an mcq's `badgeLabel`), read as part of its name. */
  badge?: string | null;
}

/** A single-choice group on @radix-ui/react-radio-group: arrow keys move and select, one tab stop. */
export function RadioChoice({ legend, options, value, onChange, disabled, hint, badge }: ChoiceControlProps) {
  const id = useId();
  return (
    <div className="method-choice">
      <p id={`${id}-legend`} className="method-mcq__question">{badge && <><span className="method-question__badge">{badge}</span>{' '}</>}{legend}</p>
      {hint && <p className="method-field__hint">{hint}</p>}
      <RadioGroup.Root
        aria-labelledby={`${id}-legend`}
        value={value ?? ''}
        onValueChange={onChange}
        disabled={disabled}
        orientation="vertical"
      >
        {options.map((option, index) => (
          <div key={option.value} className="method-choice__option" data-state={option.value === value ? 'checked' : 'unchecked'}>
            <RadioGroup.Item value={option.value} id={`${id}-${index}`} className="method-option__input method-radio">
              <RadioGroup.Indicator className="method-radio__indicator" />
            </RadioGroup.Item>
            <label htmlFor={`${id}-${index}`}>{option.label}</label>
          </div>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
