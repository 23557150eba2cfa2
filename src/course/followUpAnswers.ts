import type { FollowUpView } from './readFollowUp';

/** The answer to one survey item, tagged by the item's type. */
export type FollowUpSurveyAnswer =
  | { type: 'single'; optionId: string }
  | { type: 'multi'; optionIds: string[] }
  | { type: 'scale'; value: number }
  | { type: 'text'; text: string };

/** What `onFollowUpSubmit` receives. Ids are the payload's option and item ids. */
export interface FollowUpAnswers {
  /** Chosen commitment-to-change options, and the free text when allowed and given. */
  commitment: { optionIds: string[]; freeText: string | null };
  /** Answered survey items by item id; unanswered optional items are absent. */
  survey: Record<string, FollowUpSurveyAnswer>;
  /** Chosen barrier option ids. */
  barrierIds: string[];
  /** The recheck answer; `isCorrect` is null when the payload carries no key. Null if unanswered. */
  recheck: { questionId: string; optionId: string; isCorrect: boolean | null } | null;
}

/** The form's raw state: option ids, typed text and scale values as strings. */
export interface FollowUpDraft {
  commitmentIds: string[];
  commitmentText: string;
  survey: Record<string, string | string[]>;
  barrierIds: string[];
  recheckId: string | null;
}

export const emptyFollowUpDraft: FollowUpDraft = { commitmentIds: [], commitmentText: '', survey: {}, barrierIds: [], recheckId: null };

function surveyAnswer(type: FollowUpView['surveyItems'][number]['type'], value: string | string[] | undefined): FollowUpSurveyAnswer | null {
  switch (type) {
    case 'single':
      return typeof value === 'string' && value ? { type, optionId: value } : null;
    case 'multi':
      return Array.isArray(value) && value.length > 0 ? { type, optionIds: [...value] } : null;
    case 'scale': {
      const number = typeof value === 'string' && value !== '' ? Number(value) : Number.NaN;
      return Number.isFinite(number) ? { type, value: number } : null;
    }
    case 'text':
      return typeof value === 'string' && value.trim() ? { type, text: value.trim() } : null;
    case 'unsupported':
      return null;
    default: {
      const unreachable: never = type;
      return unreachable;
    }
  }
}

/** Ids of required survey items still unanswered, in form order. */
export function missingRequired(view: FollowUpView, draft: FollowUpDraft): string[] {
  return view.surveyItems
    .filter((item) => item.required && item.type !== 'unsupported' && surveyAnswer(item.type, draft.survey[item.id]) === null)
    .map((item) => item.id);
}

/** Builds the submitted answers from the draft, keeping only ids the payload offered. */
export function buildFollowUpAnswers(view: FollowUpView, draft: FollowUpDraft): FollowUpAnswers {
  const offered = (ids: readonly string[], options: ReadonlyArray<{ id: string }>) => ids.filter((id) => options.some((option) => option.id === id));
  const survey: Record<string, FollowUpSurveyAnswer> = {};
  for (const item of view.surveyItems) {
    const answer = surveyAnswer(item.type, draft.survey[item.id]);
    if (answer) survey[item.id] = answer;
  }
  const recheckOption = view.recheck?.options.find((option) => option.id === draft.recheckId) ?? null;
  const freeText = view.commitment?.allowFreeText ? draft.commitmentText.trim() : '';
  return {
    commitment: { optionIds: offered(draft.commitmentIds, view.commitment?.options ?? []), freeText: freeText || null },
    survey,
    barrierIds: offered(draft.barrierIds, view.barriers),
    recheck: view.recheck && recheckOption ? { questionId: view.recheck.id, optionId: recheckOption.id, isCorrect: recheckOption.isCorrect } : null,
  };
}
