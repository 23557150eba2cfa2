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

describe('readReflection spellings', () => {
  // Each accepted spelling on its own, then the order among them: the first present one wins.
  it.each([
    ['prompt', { prompt: 'P' }, 'P'],
    ['question', { question: 'Q' }, 'Q'],
    ['statement', { statement: 'S' }, 'S'],
    ['label', { label: 'L' }, 'L'],
    ['title', { title: 'T' }, 'T'],
    ['prompt before the others', { title: 'T', label: 'L', statement: 'S', question: 'Q', prompt: 'P' }, 'P'],
    ['statement before label and title', { title: 'T', label: 'L', statement: 'S' }, 'S'],
    ['label before title', { title: 'T', label: 'L' }, 'L'],
  ])('reads the prompt from %s', (_name, fields, prompt) => {
    expect(readReflection(fields)).toEqual({ prompt, placeholder: '' });
  });
});
