import { useId, type ReactElement } from 'react';
import type { ChoiceControlProps } from './RadioChoice';

/**
 * A single-choice group on native radios, drawn like the Radix items (`.method-radio`): the
 * browser gives one tab stop and arrow keys that move and select, with no script and no document
 * listener per option. Large question screens render thousands of these (issue 10), so each
 * option is one label around its input.
 */
export function ChoiceRadios(props: ChoiceControlProps) {
  return choiceRadios(props, useId());
}

/**
 * ChoiceRadios' markup for a group named `name`, for a caller that draws many groups under one
 * id of its own (an mcq block): no component, hook or fragment per question (issue 10).
 */
export function choiceRadios({ legend, options, value, onChange, disabled, hint, badge }: ChoiceControlProps, name: string): ReactElement {
  // One flat child list: a nested array or fragment would be one more React fiber per question.
  const children: ReactElement[] = [
    <legend key="legend" id={`${name}-legend`} className="method-mcq__question">{badge ? [<span key="badge" className="method-question__badge">{badge}</span>, ' ', legend] : legend}</legend>,
  ];
  if (hint) children.push(<p key="hint" className="method-field__hint">{hint}</p>);
  for (const option of options) {
    children.push(
      <label key={`option:${option.value}`} className="method-choice__option" data-state={option.value === value ? 'checked' : 'unchecked'}>
        <input
          type="radio"
          className="method-radio"
          name={name}
          checked={option.value === value}
          onChange={() => onChange(option.value)}
        />
        {option.label}
      </label>,
    );
  }
  return (
    // role="radiogroup": read as the spec's radio group, like the Radix root it replaces.
    <fieldset className="method-choice" role="radiogroup" aria-labelledby={`${name}-legend`} disabled={disabled}>
      {children}
    </fieldset>
  );
}
