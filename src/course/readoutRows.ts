import { readList, readRecord, readText } from './read';

/** The learner's answer to one matched item, as the host knows it. */
export interface ReadoutAnswer {
  /** Text of the option the learner chose. */
  label: string;
  /** Whether the server scored it correct; omit when unknown. */
  correct?: boolean | null;
}

/** Answers keyed by `matchId`; a bare string is read as the chosen label. */
export type ReadoutAnswers = Readonly<Record<string, ReadoutAnswer | string | null | undefined>>;

/** One row of the readout table. */
export interface ReadoutRow {
  matchId: string;
  label: string;
  before: ReadoutAnswer | null;
  after: ReadoutAnswer | null;
}

function readAnswer(value: unknown): ReadoutAnswer | null {
  if (typeof value === 'string') return readText(value) ? { label: value.trim() } : null;
  const record = readRecord(value);
  const label = readText(record.label);
  if (!label) return null;
  return { label, correct: typeof record.correct === 'boolean' ? record.correct : null };
}

/** Pairs pre and post answers by the readout's `matches` (matchId, label). */
export function readoutRows(readout: unknown, preAnswers: unknown, postAnswers: unknown): ReadoutRow[] {
  const pre = readRecord(preAnswers);
  const post = readRecord(postAnswers);
  const seen = new Set<string>();
  return readList(readRecord(readout).matches).flatMap((match) => {
    const record = readRecord(match);
    const matchId = readText(record.matchId);
    if (!matchId || seen.has(matchId)) return [];
    seen.add(matchId);
    return [
      {
        matchId,
        label: readText(record.label) ?? matchId,
        before: Object.hasOwn(pre, matchId) ? readAnswer(pre[matchId]) : null,
        after: Object.hasOwn(post, matchId) ? readAnswer(post[matchId]) : null,
      },
    ];
  });
}
