import { useId, type ChangeEvent, type ReactElement } from 'react';
import { choiceGroupHead } from './choiceGroupHead';
import type { ChoiceControlProps } from './RadioChoice';

/** The degraded single-choice control: native radios in a fieldset, no scripts beyond React. */
export function NativeRadioChoice(props: ChoiceControlProps) {
  return nativeRadioChoice(props, useId());
}

/** NativeRadioChoice's markup for a group named `name`, for a caller that draws many groups under one id (an mcq block). */
export function nativeRadioChoice({ legend, options, value, onChange, disabled, hint, badge }: ChoiceControlProps, name: string): ReactElement {
  // One handler per group, not a closure per option: each radio's value is its option's.
  const pick = (event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value);
  // One flat child list keyed as in choiceRadios: no fragment per question.
  const children = choiceGroupHead({ legend, badge, hint });
  options.forEach((option, index) => {
    children.push(
      <div key={index} className="method-choice__option" data-state={option.value === value ? 'checked' : 'unchecked'}>
        <input
          type="radio"
          id={`${name}-${index}`}
          name={name}
          value={option.value}
          checked={option.value === value}
          onChange={pick}
        />
        <label htmlFor={`${name}-${index}`}>{option.label}</label>
      </div>,
    );
  });
  return (
    <fieldset className="method-choice method-fieldset" disabled={disabled}>
      {children}
    </fieldset>
  );
}
