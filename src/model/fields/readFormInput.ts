import { check, MISS } from '../check';
import { asRecord, NonEmptyText, Reader } from '../read';
import type { Spelling } from '../spellings';
import { outlineReaders } from './outlineReaders';

export type FormInputType = 'text' | 'email' | 'number' | 'textarea';

/** What a form-input shows: one labelled field. */
export interface FormInputView {
  label: string;
  inputType: FormInputType;
  placeholder: string;
  required: boolean;
}

const INPUT_TYPES: readonly FormInputType[] = ['text', 'email', 'number', 'textarea'];
export const InputType = check((value) => {
  const type = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return INPUT_TYPES.includes(type as FormInputType) ? (type as FormInputType) : MISS;
}, '"text", "email", "number" or "textarea"');

/** Reads a form-input component tolerantly (an unknown input_type is text), in the kind's chunk; never throws. */
export function readFormInput(fields: unknown, reader = new Reader()): FormInputView {
  const source = asRecord(fields);
  return {
    label: reader.firstOf(source, ['label', 'prompt', 'question', 'title'] satisfies Spelling<'FormInputComponentPayload', 'label'>, NonEmptyText, ''),
    inputType: reader.firstOf(source, ['input_type', 'inputType', 'type_of_input'] satisfies Spelling<'FormInputComponentPayload', 'input_type'>, InputType, 'text'),
    placeholder: reader.firstOf(source, ['placeholder', 'hint'] satisfies Spelling<'FormInputComponentPayload', 'placeholder'>, NonEmptyText, ''),
    ...outlineReaders.readFormInputOutline(source, reader),
  };
}

/** The value posted for what the learner typed: a number for number fields when it parses, else the text. */
export function formInputValue(inputType: FormInputType, raw: string): string | number {
  if (inputType !== 'number' || raw.trim() === '') return raw;
  const parsed = Number(raw);
  return Number.isFinite(parsed) ? parsed : raw;
}
