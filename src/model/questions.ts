import { asRecord, firstPresent, isRecord, NonEmptyText, NonNegativeNumberLike, Reader, TextOrNumber } from './read';
import type { Spelling } from './spellings';
import { SeenValues } from './seenValues';
import type { ChoiceOption, Question } from './blockData';

const PROMPT_KEYS = ['question', 'prompt', 'stem', 'statement', 'text', 'title'] as const satisfies Spelling<'McqQuestionPayload' | 'TimedQuizQuestionPayload' | 'ChoiceComponentPayload', 'question'>;
const OPTION_LABEL_KEYS = ['label', 'text', 'option', 'value', 'title'] as const satisfies Spelling<'ChoiceOptionPayload', 'label'>;
const OPTION_VALUE_KEYS = ['id', 'value', 'key'] as const satisfies Spelling<'ChoiceOptionPayload', 'id'>;
const ID_KEYS = ['id', 'question_id', 'questionId'] as const satisfies Spelling<'McqQuestionPayload' | 'TimedQuizQuestionPayload', 'id'>;

/**
 * Options arrive as strings (`["Metformin", …]`) or objects (`[{ id, label }]`). The posted value
 * is the option id when there is one, else its text (docs/assumptions.md).
 */
export function readOptions(reader: Reader, raw: unknown, path: string): ChoiceOption[] {
  if (!Array.isArray(raw)) {
    if (raw !== undefined) reader.report('invalid_field', 'options is not a list', path);
    return [];
  }
  const options: ChoiceOption[] = [];
  // Repeats are looked for among the options kept so far: no list or Set of its own per question.
  let used: Set<string> | null = null;
  for (let index = 0; index < raw.length; index += 1) {
    const entry: unknown = raw[index];
    let label: string | null = null;
    let value: string | null = null;
    if (typeof entry === 'string' || typeof entry === 'number') {
      label = String(entry);
      value = label;
    } else if (isRecord(entry)) {
      label = reader.firstOf(entry, OPTION_LABEL_KEYS, TextOrNumber, '') as string;
      const id = reader.firstOf(entry, OPTION_VALUE_KEYS, TextOrNumber, '');
      label = String(label);
      value = id === '' ? label : String(id);
    }
    if (label === null || label === '' || value === null) {
      reader.report('invalid_field', 'option has no readable label; skipped', `${path}[${index}]`);
      continue;
    }
    // Two options posting the same value would be indistinguishable to the service.
    if (used ? used.has(value) : hasValue(options, value)) {
      reader.report('duplicate_id', `option value "${value}" repeats; the second is kept with a suffix`, `${path}[${index}]`);
      value = `${value}#${index}`;
    }
    options.push(Object.freeze({ value, label }));
    // A long list gets a Set (of every value kept, as before it was only ever added to).
    if (used) used.add(value);
    else if (options.length > 16) used = new Set(options.map((option) => option.value));
  }
  return Object.freeze(options) as ChoiceOption[];
}

function hasValue(options: readonly ChoiceOption[], value: string): boolean {
  for (let i = 0; i < options.length; i += 1) if (options[i]!.value === value) return true;
  return false;
}

const TIME_LIMIT_KEYS = ['timeLimit', 'time_limit', 'timeLimitSeconds'] as const satisfies Spelling<'TimedQuizQuestionPayload', 'timeLimit'>;

/**
 * Seconds from the first spelling that reads as a number of at least zero (numeric text too), else
 * null. A value that is there but unreadable is reported: read as none, it would quietly untime the question.
 */
function readTimeLimit(reader: Reader, source: Readonly<Record<string, unknown>>, path: string): number | null {
  for (const key of TIME_LIMIT_KEYS) {
    if (source[key] === undefined || source[key] === null) continue;
    const seconds = reader.field(source, key, NonNegativeNumberLike, -1, path);
    if (seconds >= 0) return seconds;
  }
  return null;
}

/**
 * `ownId`, when given, is read in place of the source's `id` (a choice component is its own
 * question, identified by `question_id` or the block id): no copy of the component for it.
 */
export function readQuestion(reader: Reader, raw: unknown, fallbackId: string, path: string, ownId?: unknown): Question {
  const source = asRecord(raw);
  const id =
    ownId === undefined
      ? reader.firstOf(source, ID_KEYS, NonEmptyText, fallbackId)
      : reader.firstOf({ id: ownId, question_id: source.question_id, questionId: source.questionId }, ID_KEYS, NonEmptyText, fallbackId);
  // Frozen as made: the model is immutable, and a walk over it afterwards cost more.
  return Object.freeze({
    id,
    prompt: reader.firstOf(source, PROMPT_KEYS, NonEmptyText, ''),
    options: readOptions(reader, firstPresent(source, ['options', 'choices', 'answers'] satisfies Spelling<'McqQuestionPayload' | 'TimedQuizQuestionPayload' | 'ChoiceComponentPayload', 'options'>), `${path}.options`),
    timeLimitSeconds: readTimeLimit(reader, source, path),
    matchId: reader.firstOf(source, ['matchId', 'match_id'] satisfies Spelling<'McqQuestionPayload', 'matchId'>, NonEmptyText, '') || null,
    badgeLabel: reader.firstOf(source, ['badgeLabel', 'badge_label'] satisfies Spelling<'McqQuestionPayload', 'badgeLabel'>, NonEmptyText, '') || null,
  });
}

export function readQuestions(reader: Reader, raw: unknown, blockId: string, path: string): Question[] {
  if (!Array.isArray(raw)) {
    reader.report('invalid_field', 'questions is not a list', `${path}.questions`);
    return [];
  }
  const ids = new SeenValues();
  const questions = raw.map((entry, index) => {
    // Read with no fallback id ('' is never an id read), so that the fallback is made only for a
    // question without one, not as a string thrown away for each of the thousands that have one.
    const read = readQuestion(reader, entry, '', `${path}.questions[${index}]`);
    const question = read.id === '' ? Object.freeze({ ...read, id: `${blockId}-q${index + 1}` }) : read;
    if (ids.has(question.id)) {
      reader.report('duplicate_id', `question id "${question.id}" repeats`, `${path}.questions[${index}]`);
      return Object.freeze({ ...question, id: `${question.id}~${index + 1}` });
    }
    ids.add(question.id);
    return question;
  });
  return Object.freeze(questions) as Question[];
}
