import type { ChoiceComponentPayload, ChoiceOptionPayload, EvaluationQuestionPayload, McqQuestionPayload, TimedQuizQuestionPayload } from '../../contract/questionComponents';
import type { SpellingsOf } from './spellingsOf';

/** The spellings of the question kinds' fields (mcq, timed-quiz, choice, question, evaluation), by wire type. */
export interface QuestionSpellings {
  McqQuestionPayload: SpellingsOf<
    McqQuestionPayload,
    { id: readonly ['id', 'question_id', 'questionId']; question: readonly ['question', 'prompt', 'stem', 'statement', 'text', 'title']; options: readonly ['options', 'choices', 'answers']; matchId: readonly ['matchId', 'match_id']; badgeLabel: readonly ['badgeLabel', 'badge_label'] }
  >;
  TimedQuizQuestionPayload: SpellingsOf<TimedQuizQuestionPayload, { id: readonly ['id', 'question_id', 'questionId']; question: readonly ['question', 'prompt', 'stem', 'statement', 'text', 'title']; options: readonly ['options', 'choices', 'answers']; timeLimit: readonly ['timeLimit', 'time_limit', 'timeLimitSeconds'] }>;
  ChoiceComponentPayload: SpellingsOf<ChoiceComponentPayload, { question: readonly ['question', 'prompt', 'stem', 'statement', 'text', 'title']; options: readonly ['options', 'choices', 'answers']; graded: readonly ['graded', 'is_graded'] }>;
  ChoiceOptionPayload: SpellingsOf<ChoiceOptionPayload, { id: readonly ['id', 'value', 'key']; label: readonly ['label', 'text', 'option', 'value', 'title'] }>;
  // An evaluation's slider reads its scale as a confidence check does (readScaleRange).
  EvaluationQuestionPayload: SpellingsOf<
    EvaluationQuestionPayload,
    {
      id: readonly ['id', 'question_id'];
      question: readonly ['question', 'prompt', 'text', 'label'];
      type: readonly ['type', 'response_type'];
      options: readonly ['options', 'response_options', 'choices'];
      min: readonly ['min', 'minimum', 'scale_min'];
      max: readonly ['max', 'maximum', 'scale_max'];
      minLabel: readonly ['minLabel', 'min_label'];
      maxLabel: readonly ['maxLabel', 'max_label'];
    }
  >;
}
