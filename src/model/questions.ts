import { asRecord, isRecord, NonEmptyText, NonNegativeNumber, Reader, TextOrNumber } from './read';
import type { ChoiceOption, Question } from './types';

const PROMPT_KEYS = ['question', 'prompt', 'stem', 'statement', 'text', 'title'] as const;
const OPTION_LABEL_KEYS = ['label', 'text', 'option', 'value', 'title'] as const;
const OPTION_VALUE_KEYS = ['id', 'value', 'key'] as const;

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
  const used = new Set<string>();
  raw.forEach((entry, index) => {
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
      return;
    }
    // Two options posting the same value would be indistinguishable to the service.
    if (used.has(value)) {
      reader.report('duplicate_id', `option value "${value}" repeats; the second is kept with a suffix`, `${path}[${index}]`);
      value = `${value}#${index}`;
    }
    used.add(value);
    options.push({ value, label });
  });
  return options;
}

function readTimeLimit(reader: Reader, source: Readonly<Record<string, unknown>>): number | null {
  const seconds = reader.firstOf(source, ['timeLimit', 'time_limit', 'timeLimitSeconds'], NonNegativeNumber, -1);
  return seconds >= 0 ? seconds : null;
}

export function readQuestion(reader: Reader, raw: unknown, fallbackId: string, path: string): Question {
  const source = asRecord(raw);
  const id = reader.firstOf(source, ['id', 'question_id', 'questionId'], NonEmptyText, fallbackId);
  return {
    id,
    prompt: reader.firstOf(source, PROMPT_KEYS, NonEmptyText, ''),
    options: readOptions(reader, source.options ?? source.choices ?? source.answers, `${path}.options`),
    timeLimitSeconds: readTimeLimit(reader, source),
    matchId: reader.firstOf(source, ['matchId', 'match_id'], NonEmptyText, '') || null,
    badgeLabel: reader.firstOf(source, ['badgeLabel', 'badge_label'], NonEmptyText, '') || null,
  };
}

export function readQuestions(reader: Reader, raw: unknown, blockId: string, path: string): Question[] {
  if (!Array.isArray(raw)) {
    reader.report('invalid_field', 'questions is not a list', `${path}.questions`);
    return [];
  }
  const ids = new Set<string>();
  return raw.map((entry, index) => {
    const question = readQuestion(reader, entry, `${blockId}-q${index + 1}`, `${path}.questions[${index}]`);
    if (ids.has(question.id)) {
      reader.report('duplicate_id', `question id "${question.id}" repeats`, `${path}.questions[${index}]`);
      return { ...question, id: `${question.id}~${index + 1}` };
    }
    ids.add(question.id);
    return question;
  });
}
