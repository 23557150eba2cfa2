import { asRecord, NonEmptyText, Reader } from '../read';
import type { Spelling } from '../spellings';

/** What a reflection shows: a prompt and a free-text answer (not scored). */
export interface ReflectionView {
  prompt: string;
  placeholder: string;
}

/** Reads a reflection component tolerantly; never throws. */
export function readReflection(fields: unknown, reader = new Reader()): ReflectionView {
  const source = asRecord(fields);
  return {
    prompt: reader.firstOf(source, ['prompt', 'question', 'statement', 'label', 'title'] satisfies Spelling<'ReflectionComponentPayload', 'prompt'>, NonEmptyText, ''),
    placeholder: reader.firstOf(source, ['placeholder', 'hint'] satisfies Spelling<'ReflectionComponentPayload', 'placeholder'>, NonEmptyText, ''),
  };
}
