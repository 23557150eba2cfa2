import { readFlag, readList, readNumber, readRecord, readText } from './read';

/** A selectable option of the follow-up. */
export interface FollowUpOptionView {
  id: string;
  label: string;
}

/** Survey item types the form renders; anything else is shown as a notice and skipped. */
export type FollowUpSurveyType = 'single' | 'multi' | 'scale' | 'text';

export interface FollowUpSurveyItemView {
  id: string;
  prompt: string;
  type: FollowUpSurveyType | 'unsupported';
  options: FollowUpOptionView[];
  required: boolean;
  min: number;
  max: number;
  minLabel: string | null;
  maxLabel: string | null;
}

export interface FollowUpRecheckView {
  id: string;
  stem: string;
  options: Array<FollowUpOptionView & { isCorrect: boolean | null }>;
  /** True when the options carry `is_correct` (keys with the outcomes:read scope). */
  keyed: boolean;
  rationale: string | null;
}

/** `follow_up` as the form shows it, read defensively. */
export interface FollowUpView {
  title: string | null;
  intro: string | null;
  accreditationNote: string | null;
  commitment: { prompt: string | null; options: FollowUpOptionView[]; allowFreeText: boolean } | null;
  surveyItems: FollowUpSurveyItemView[];
  barriers: FollowUpOptionView[];
  recheck: FollowUpRecheckView | null;
}

const MAX_SCALE_STEPS = 20;

function readOptions(value: unknown): FollowUpOptionView[] {
  const seen = new Set<string>();
  return readList(value).flatMap((entry) => {
    const record = readRecord(entry);
    const id = readText(record.id);
    const label = readText(record.label) ?? id;
    if (!id || !label || seen.has(id)) return [];
    seen.add(id);
    return [{ id, label }];
  });
}

function readSurveyItem(value: unknown): FollowUpSurveyItemView | null {
  const record = readRecord(value);
  const id = readText(record.id);
  const prompt = readText(record.prompt);
  if (!id || !prompt) return null;
  const type = record.type === 'single' || record.type === 'multi' || record.type === 'scale' || record.type === 'text' ? record.type : 'unsupported';
  const rawMin = readNumber(record.min);
  const rawMax = readNumber(record.max);
  // A scale is a row of whole-number radios; an absurd or missing range falls back to 1..5.
  const usable = rawMin !== null && rawMax !== null && rawMax > rawMin && rawMax - rawMin <= MAX_SCALE_STEPS;
  return {
    id,
    prompt,
    type,
    options: readOptions(record.options),
    required: readFlag(record.required),
    min: usable ? Math.ceil(rawMin) : 1,
    max: usable ? Math.floor(rawMax) : 5,
    minLabel: readText(record.min_label),
    maxLabel: readText(record.max_label),
  };
}

function readRecheck(value: unknown): FollowUpRecheckView | null {
  const record = readRecord(value);
  const id = readText(record.id);
  const stem = readText(record.stem);
  const keys = new Map(readList(record.options).map((entry) => [readText(readRecord(entry).id), readRecord(entry).is_correct]));
  const options = readOptions(record.options).map((option) => {
    const key = keys.get(option.id);
    return { ...option, isCorrect: typeof key === 'boolean' ? key : null };
  });
  if (!id || !stem || options.length === 0) return null;
  return { id, stem, options, keyed: options.some((option) => option.isCorrect !== null), rationale: readText(record.rationale) };
}

/** Reads `follow_up`; never throws. Items without an id or prompt are skipped. */
export function readFollowUp(input: unknown): FollowUpView {
  const source = readRecord(input);
  const landing = readRecord(source.landing);
  const commitment = readRecord(source.commitment);
  const commitmentOptions = readOptions(commitment.options);
  const allowFreeText = readFlag(commitment.allow_free_text);
  const survey = readRecord(source.survey);
  const seen = new Set<string>();
  return {
    title: readText(landing.title),
    intro: readText(landing.intro),
    accreditationNote: readText(landing.accreditation_note),
    commitment: commitmentOptions.length > 0 || allowFreeText ? { prompt: readText(commitment.prompt), options: commitmentOptions, allowFreeText } : null,
    surveyItems: readList(survey.items)
      .map(readSurveyItem)
      .filter((item): item is FollowUpSurveyItemView => {
        if (!item || seen.has(item.id)) return false;
        seen.add(item.id);
        return true;
      }),
    barriers: readOptions(survey.barriers),
    recheck: readRecheck(source.recheck),
  };
}
