import { check, MISS } from '../check';
import { asRecord, Flag, isRecord, NonEmptyText, Reader } from '../read';
import { readScaleRange } from './readConfidenceCheck';

export type EvaluationQuestionType = 'single-select' | 'yes-no' | 'slider' | 'multi-select';

/** One evaluation question (spec 2.6), ready to draw. */
export interface EvaluationQuestionView {
  id: string;
  prompt: string;
  type: EvaluationQuestionType;
  required: boolean;
  /** Option texts (single- and multi-select); they are also the stored values. */
  options: readonly string[];
  min: number;
  max: number;
  step: number;
  minLabel: string;
  maxLabel: string;
}

const TYPES: Readonly<Record<string, EvaluationQuestionType>> = {
  'single-select': 'single-select', single_select: 'single-select', single_choice: 'single-select', single: 'single-select',
  'yes-no': 'yes-no', yes_no: 'yes-no', boolean: 'yes-no',
  slider: 'slider', scale: 'slider',
  'multi-select': 'multi-select', multi_select: 'multi-select', multiple_choice: 'multi-select', multi: 'multi-select',
};
export const OptionText = check((value) => (typeof value === 'number' ? (Number.isNaN(value) ? MISS : String(value)) : NonEmptyText.read(value)), 'non-blank text or a number');
export const PositiveStep = check((value) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : MISS), 'a number above 0');

function readOptionTexts(reader: Reader, source: Readonly<Record<string, unknown>>): string[] {
  const raw = [source.options, source.response_options, source.choices].find(Array.isArray) ?? [];
  const texts = (raw as unknown[]).map((entry) => (isRecord(entry) ? reader.firstOf(entry, ['label', 'text', 'value'], OptionText, '') : OptionText.read(entry)));
  return [...new Set(texts.filter((text): text is string => typeof text === 'string' && text !== ''))];
}

/**
 * An unknown type is a single select. Every question with a record is kept, so a required one is
 * never silently dropped: a select without options shows a notice, as an mcq question does.
 */
function readQuestion(reader: Reader, entry: unknown, index: number): EvaluationQuestionView | null {
  if (!isRecord(entry)) return null;
  const options = readOptionTexts(reader, entry);
  const spellings = [entry.type, entry.response_type].map((value) => (typeof value === 'string' ? value.trim().toLowerCase() : ''));
  const type = spellings.map((spelled) => TYPES[spelled]).find((known) => known !== undefined) ?? 'single-select';
  return {
    id: reader.firstOf(entry, ['id', 'question_id'], NonEmptyText, `question-${index + 1}`),
    prompt: reader.firstOf(entry, ['question', 'prompt', 'text', 'label'], NonEmptyText, ''),
    type,
    required: reader.firstOf(entry, ['required'], Flag, false),
    options,
    ...readScaleRange(entry, reader, { min: 0, max: 10 }),
    step: reader.firstOf(entry, ['step'], PositiveStep, 1),
    minLabel: reader.firstOf(entry, ['minLabel', 'min_label'], NonEmptyText, ''),
    maxLabel: reader.firstOf(entry, ['maxLabel', 'max_label'], NonEmptyText, ''),
  };
}

/**
 * Reads an evaluation component's questions tolerantly; repeated ids are dropped. Never throws.
 */
export function readEvaluation(fields: unknown, reader = new Reader()): { questions: readonly EvaluationQuestionView[] } {
  const source = asRecord(fields);
  const raw = Array.isArray(source.questions) ? source.questions : [];
  const seen = new Set<string>();
  const questions = raw.flatMap((entry, index) => {
    const question = readQuestion(reader, entry, index);
    if (!question || seen.has(question.id)) return [];
    seen.add(question.id);
    return [question];
  });
  return { questions };
}
