import { describe, expect, it } from 'vitest';
import { readReflection } from './readReflection';

describe('readReflection', () => {
  it.each([
    ['the delivered shape', { prompt: 'Think.', placeholder: 'Cost…' }, { prompt: 'Think.', placeholder: 'Cost…' }],
    ['other spellings', { question: 'Why?', hint: 'Because' }, { prompt: 'Why?', placeholder: 'Because' }],
    ['blank and wrong types are ignored', { prompt: '  ', placeholder: 3 }, { prompt: '', placeholder: '' }],
    ['junk', 'reflection', { prompt: '', placeholder: '' }],
    ['null', null, { prompt: '', placeholder: '' }],
  ])('%s', (_name, fields, view) => {
    expect(readReflection(fields)).toEqual(view);
  });
});
