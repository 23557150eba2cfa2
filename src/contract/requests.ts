/** Answer shapes of POST /api-submit-progress, by component type (spec 4). */
export interface QuestionAnswerPayload {
  question_id: string;
  selected: string | number;
}

/** One drag-drop match of a submission: `source_id` matched with `target_id`. */
export interface MatchPayload {
  source_id: string;
  target_id: string;
}

/** One grouping placement of a submission: `item_id` placed in `group_id`. */
export interface PlacementPayload {
  item_id: string;
  group_id: string;
}

/** One timed-quiz answer of a submission: `question_id` and the chosen option's `selected_index`. */
export interface TimedAnswerPayload {
  question_id: string;
  selected_index: number;
}

/** One card-flip pair of a submission: `card1_id` and `card2_id`. */
export interface MatchedPairPayload {
  card1_id: string;
  card2_id: string;
}

/** The exact body of POST /api-submit-progress. Answer arrays are omitted, never empty-by-default. */
export interface SubmitProgressBody {
  activity_id: string;
  user_id: string;
  phase_type: string;
  phase_id: string;
  time_spent_minutes: number;
  answers?: Array<QuestionAnswerPayload | TimedAnswerPayload>;
  matches?: MatchPayload[];
  placements?: PlacementPayload[];
  matched_pairs?: MatchedPairPayload[];
}

/** Body of POST /api-enrollments. */
export interface CreateEnrollmentBody {
  activity_id: string;
  user_id: string;
  enrollment_type: 'api' | 'marketplace' | (string & {});
}

/** Query of GET /api-courses. */
export interface ListCoursesQuery {
  status?: string;
  limit?: number;
  page?: number;
  include_unlisted?: boolean;
}
