import { describe, expect, it } from 'vitest';
import { formInputValue, readFormInput } from './readFormInput';

describe('readFormInput', () => {
  it.each([
    ['the delivered shape', { label: 'Goal', input_type: 'textarea', placeholder: 'e.g.', required: false }, { label: 'Goal', inputType: 'textarea', placeholder: 'e.g.', required: false }],
    ['camelCase and case-insensitive type', { label: 'Mail', inputType: ' EMAIL ', required: true }, { label: 'Mail', inputType: 'email', placeholder: '', required: true }],
    ['an unknown input type is text', { label: 'X', input_type: 'date' }, { label: 'X', inputType: 'text', placeholder: '', required: false }],
    ['required must be a boolean', { label: 'X', required: 'yes' }, { label: 'X', inputType: 'text', placeholder: '', required: false }],
    ['junk', 42, { label: '', inputType: 'text', placeholder: '', required: false }],
  ])('%s', (_name, fields, view) => {
    expect(readFormInput(fields)).toEqual(view);
  });

  it.each([
    ['number', '42', 42],
    ['number', '4.5', 4.5],
    ['number', '', ''],
    ['number', 'abc', 'abc'],
    ['text', '42', '42'],
  ] as const)('formInputValue(%s, %j) is %j', (type, raw, value) => {
    expect(formInputValue(type, raw)).toBe(value);
  });
});

describe('readFormInput spellings', () => {
  const empty = { label: '', inputType: 'text', placeholder: '', required: false };
  it.each([
    ['label from prompt', { prompt: 'P' }, { label: 'P' }],
    ['label from question', { question: 'Q' }, { label: 'Q' }],
    ['label from title', { title: 'T' }, { label: 'T' }],
    ['label before title', { title: 'T', label: 'L' }, { label: 'L' }],
    ['input type from type_of_input', { type_of_input: 'number' }, { inputType: 'number' }],
    ['placeholder from hint', { hint: 'H' }, { placeholder: 'H' }],
    ['required from is_required', { is_required: true }, { required: true }],
  ])('reads %s', (_name, fields, view) => {
    expect(readFormInput(fields)).toEqual({ ...empty, ...view });
  });

  it.each([
    ['a blank number field stays text', '   ', '   '],
    ['a padded number still parses', ' 7 ', 7],
    ['zero', '0', 0],
  ] as const)('formInputValue for number: %s', (_name, raw, value) => {
    expect(formInputValue('number', raw)).toBe(value);
  });
});
