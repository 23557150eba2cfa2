import { useId } from 'react';
import { Rationale } from '../../controls/Rationale';
import type { BlockOf } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { formInputValue, readFormInput } from '../../model/fields/readFormInput';
import { viewOf } from '../../model/fields/viewOf';
import { useKindStrings } from '../useKindStrings';

/** One labelled native field (text, email, number or text area), posted as `{ type: 'value' }`. */
export function FormInputField({ block, answer, onAnswer, status, rationales, strings: playerStrings }: RendererProps<BlockOf<'form-input'>>) {
  const strings = useKindStrings(playerStrings);
  const { label, inputType, placeholder, required } = viewOf(block, readFormInput);
  const id = useId();
  const text = answer?.type === 'value' ? String(answer.value) : '';
  const common = {
    id,
    value: text,
    placeholder: placeholder || undefined,
    required,
    'aria-required': required || undefined,
    disabled: status !== 'editable',
    onChange: (event: { currentTarget: { value: string } }) => onAnswer({ type: 'value', value: formInputValue(inputType, event.currentTarget.value) }),
  };
  return (
    <div className="method-field">
      <label className="method-field__label" htmlFor={id}>
        {label || block.title}
        {required && <span className="method-required"> {strings.required}</span>}
      </label>
      {inputType === 'textarea' ? (
        <textarea className="method-textarea" maxLength={5000} {...common} />
      ) : (
        <input className="method-input" type={inputType} maxLength={inputType === 'number' ? undefined : 500} {...common} />
      )}
      <Rationale rationale={rationales[block.id]} strings={strings} />
    </div>
  );
}
