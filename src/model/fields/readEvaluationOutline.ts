import { check, MISS } from '../check';
import type { EvaluationQuestionType } from '../../contract/questionComponents';
import { asRecord, Flag, isRecord, NonEmptyText, Reader } from '../read';
import type { Spelling } from '../spellings';

export type { EvaluationQuestionType };

/**
 * What the player needs of an evaluation question before its chunk loads: whether it can be
 * answered and must be (Continue waits on it). Its prompt and scale are readEvaluation's, in the
 * kind's chunk.
 */
export interface EvaluationQuestionOutline {
  id: string;
  type: EvaluationQuestionType;
  required: boolean;
  /** Option texts (single- and multi-select); they are also the stored values. */
  options: readonly string[];
}

const TYPES: Readonly<Record<string, EvaluationQuestionType>> = {
  'single-select': 'single-select', single_select: 'single-select', single_choice: 'single-select', single: 'single-select',
  'yes-no': 'yes-no', yes_no: 'yes-no', boolean: 'yes-no',
  slider: 'slider', scale: 'slider',
  'multi-select': 'multi-select', multi_select: 'multi-select', multiple_choice: 'multi-select', multi: 'multi-select',
};
export const OptionText = check((value) => (typeof value === 'number' ? (Number.isNaN(value) ? MISS : String(value)) : NonEmptyText.read(value)), 'non-blank text or a number');

function readOptionTexts(reader: Reader, source: Readonly<Record<string, unknown>>): string[] {
  const raw = (['options', 'response_options', 'choices'] satisfies Spelling<'EvaluationQuestionPayload', 'options'>).map((key) => source[key]).find(Array.isArray) ?? [];
  const texts = (raw as unknown[]).map((entry) => (isRecord(entry) ? reader.firstOf(entry, ['label', 'text', 'value'], OptionText, '') : OptionText.read(entry)));
  return [...new Set(texts.filter((text): text is string => typeof text === 'string' && text !== ''))];
}

/**
 * The questions with the records they were read from; repeated ids are dropped. An unknown type is
 * a single select. Every question with a record is kept, so a required one is never silently
 * dropped: a select without options shows a notice, as an mcq question does. Never throws.
 */
export function evaluationQuestionEntries(fields: unknown, reader: Reader): Array<{ question: EvaluationQuestionOutline; entry: Readonly<Record<string, unknown>> }> {
  const source = asRecord(fields);
  const raw = Array.isArray(source.questions) ? source.questions : [];
  const seen = new Set<string>();
  return raw.flatMap((entry, index) => {
    if (!isRecord(entry)) return [];
    const spellings = (['type', 'response_type'] satisfies Spelling<'EvaluationQuestionPayload', 'type'>).map((key) => (typeof entry[key] === 'string' ? entry[key].trim().toLowerCase() : ''));
    const question: EvaluationQuestionOutline = {
      id: reader.firstOf(entry, ['id', 'question_id'] satisfies Spelling<'EvaluationQuestionPayload', 'id'>, NonEmptyText, `question-${index + 1}`),
      type: spellings.map((spelled) => TYPES[spelled]).find((known) => known !== undefined) ?? 'single-select',
      required: reader.firstOf(entry, ['required'], Flag, false),
      options: readOptionTexts(reader, entry),
    };
    if (seen.has(question.id)) return [];
    seen.add(question.id);
    return [{ question, entry }];
  });
}

export function readEvaluationOutline(fields: unknown, reader = new Reader()): { questions: readonly EvaluationQuestionOutline[] } {
  return { questions: evaluationQuestionEntries(fields, reader).map(({ question }) => question) };
}
