import { useId, type ChangeEvent, type ReactElement } from 'react';
import { choiceGroupHead } from './choiceGroupHead';
import type { ChoiceControlProps } from './RadioChoice';

/**
 * A single-choice group on native radios, drawn like the Radix items (`.method-radio`): the
 * browser gives one tab stop and arrow keys that move and select, with no script and no document
 * listener per option. Large question screens render thousands of these, so each option is one
 * label around its input (docs/performance.md#native-radios-one-change-handler-per-group).
 */
export function ChoiceRadios(props: ChoiceControlProps) {
  return choiceRadios(props, useId());
}

/**
 * ChoiceRadios' markup for a group named `name`, for a caller that draws many groups under one
 * id of its own (an mcq block): no component, hook or fragment per question, each a fiber
 * more on a screen of thousands (docs/performance.md#fewer-fibers-per-block).
 */
export function choiceRadios({ legend, options, value, onChange, disabled, hint, badge }: ChoiceControlProps, name: string): ReactElement {
  const legendId = `${name}-legend`;
  // One handler per group, not a closure per option: the changed radio's place among the group's
  // controls is its option's (the fieldset lists only these inputs).
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const radios = event.currentTarget.closest('fieldset')?.elements;
    const option = radios ? options[Array.prototype.indexOf.call(radios, event.currentTarget)] : undefined;
    if (option) onChange(option.value);
  };
  // One flat child list: a nested array or fragment would be one more React fiber per question. The
  // options are keyed by place (a question's options never reorder), apart from "legend" and "hint".
  const children = choiceGroupHead({ legend, badge, hint }, legendId);
  options.forEach((option, index) => {
    children.push(
      <label key={index} className="method-choice__option" data-state={option.value === value ? 'checked' : 'unchecked'}>
        <input
          type="radio"
          className="method-radio"
          name={name}
          checked={option.value === value}
          onChange={pick}
        />
        {option.label}
      </label>,
    );
  });
  return (
    // role="radiogroup": read as the spec's radio group, like the Radix root it replaces.
    <fieldset className="method-choice" role="radiogroup" aria-labelledby={legendId} disabled={disabled}>
      {children}
    </fieldset>
  );
}
