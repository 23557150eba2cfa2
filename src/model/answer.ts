/**
 * A learner's in-progress answer to one block. One shape per answer family, so a Renderer and its
 * Fallback cannot post different shapes (spec 2.8 rule 7).
 */
export type BlockAnswer =
  /** mcq, choice, question: option value per question id (posted as `selected`). */
  | { type: 'selections'; byQuestion: Readonly<Record<string, string>> }
  /** timed-quiz: option index per question id (posted as `selected_index`). */
  | { type: 'timed'; byQuestion: Readonly<Record<string, number>> }
  /** drag-drop-match: target id per source id. */
  | { type: 'matches'; bySource: Readonly<Record<string, string>> }
  /** grouping: group id per item id. */
  | { type: 'placements'; byItem: Readonly<Record<string, string>> }
  /** card-flip: pairs of card ids the learner matched. */
  | { type: 'pairs'; pairs: ReadonlyArray<readonly [string, string]> }
  /** confidence-check, reflection, form-input, image-hotspot: one value for the block. */
  | { type: 'value'; value: string | number };

/** The learner's answers, by block id. */
export type AnswerMap = Readonly<Record<string, BlockAnswer>>;
