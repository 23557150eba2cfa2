import type { CreditDesignationPayload } from './catalog';
import type { ComponentBasePayload } from './components';
import type { EvaluationQuestionPayload } from './questionComponents';

/** Known phase types (spec 2.4), in canonical order. */
export const PHASE_TYPES = [
  'introduction',
  'pre-assessment',
  'content',
  'education',
  'assessment',
  'post-assessment',
  'evaluation',
  'payment',
  'certificate',
] as const;

/** A phase's `type` (`introduction`, `pre-assessment`, `content`, …), one of `PHASE_TYPES`; also the `phase_type` a phase submission names. */
export type PhaseType = (typeof PHASE_TYPES)[number];

/** A phase's before/after readout settings: which matched pre- and post-test questions and confidence to compare. */
export interface DebriefReadoutPayload {
  title?: string;
  confidenceKeys?: { baselineId: string };
  matches?: Array<{ matchId: string; label: string }>;
}

/** One phase of a course (spec 2.4). */
export interface PhasePayload {
  id: string;
  title: string;
  type: PhaseType | (string & {});
  required: boolean;
  order: number;
  display_mode: 'sequential' | 'stacked';
  screen_count: number;
  components: ComponentBasePayload[];
  debrief_readout?: DebriefReadoutPayload;
}

/** The course's `landing_page`: what the landing page shows before the first phase (time, audience, requirements…). */
export interface LandingPagePayload {
  statementOfNeed?: string;
  estimatedTime?: string;
  howToEarnCredit?: string;
  hardwareSoftwareRequirements?: string;
  targetAudience?: string[];
}

/** One credit of an accredited activity: its type, hours, the profession it is for and its provider's statement. */
export interface AccreditationCreditPayload {
  id: string;
  name: string;
  profession: string;
  credit_type: string;
  credit_type_slug: string;
  credit_hours: number;
  accredited_provider: string;
  provider_statement: string;
}

/** The course's `accreditation`: credits, statements, disclosure, commercial support and release/expiration dates. */
export interface AccreditationPayload {
  credits: AccreditationCreditPayload[];
  total_credit_hours: number;
  accreditation_statement: string;
  commercial_support: string;
  disclosure_summary: string;
  release_date: string;
  expiration_date: string;
}

/** The course's `confidence_baseline`: the confidence question asked first and again at the end. */
export interface ConfidenceBaselinePayload {
  id: string;
  prompt: string;
  min: number;
  max: number;
  minLabel: string;
  maxLabel: string;
}

/** The course's `debrief`: case takeaway, answer key and next steps (HTML). */
export interface DebriefPayload {
  caseTakeaway: string;
  answerKeyHtml: string;
  nextStepsHtml: string;
}

/** One entry of the course's `references`, which `[N]` markers in prose link to. */
export interface ReferencePayload {
  number: string;
  title?: string;
  authors?: string[];
  journal?: string;
  year?: number;
  doi?: string;
  pmid?: string;
  url?: string;
}

/** One module of a series, as the course's `series.modules` lists it. */
export interface SeriesModulePayload {
  course_id: string;
  title: string;
  status: 'available' | (string & {});
  position: number;
}

/** The course's `series`: the modules of the series this course belongs to. */
export interface SeriesPayload {
  series_id: string;
  name: string;
  description?: string;
  position: number;
  total: number;
  modules: SeriesModulePayload[];
  next?: SeriesModulePayload | string | null;
  previous?: SeriesModulePayload | string | null;
  sequential_gating_enforced: false;
}

/** One option of a follow-up question. */
export interface FollowUpOptionPayload {
  id: string;
  label: string;
}

/** One survey question of the follow-up form. */
export interface FollowUpSurveyItemPayload {
  id: string;
  prompt: string;
  type: 'single' | 'multi' | 'scale' | 'text';
  options?: FollowUpOptionPayload[];
  required: boolean;
  min?: number;
  max?: number;
  min_label?: string;
  max_label?: string;
}

/** The follow-up's recheck: a question asked again some time after the course. */
export interface FollowUpRecheckPayload {
  id: string;
  stem: string;
  options: Array<FollowUpOptionPayload & { is_correct?: boolean }>;
  rationale: string | null;
}

/** follow_up of a course (spec 2.7). */
export interface FollowUpPayload {
  intervals_days: number[];
  email: { subject: string; intro: string; cta_label: string };
  landing: { title: string; intro: string; accreditation_note: string | null };
  commitment: { prompt: string; options: FollowUpOptionPayload[]; allow_free_text: boolean };
  survey: { items: FollowUpSurveyItemPayload[]; barriers: FollowUpOptionPayload[] };
  recheck: FollowUpRecheckPayload | null;
}

/** Data of GET /api-course-content (spec 2.4). */
export interface CourseContentPayload {
  contract_version: string;
  course_id: string;
  organization_id: string;
  name: string;
  description?: string | null;
  activity_type?: string | null;
  delivery_format?: string | null;
  format: 'method' | (string & {}) | null;
  delivery_style?: string | null;
  total_phases: number;
  phases: PhasePayload[];
  learning_objectives: string[];
  accreditation: AccreditationPayload | null;
  credit_designations?: CreditDesignationPayload[];
  available_certificate_types: unknown[];
  activity_details: Record<string, unknown>;
  landing_page?: LandingPagePayload;
  confidence_baseline?: ConfidenceBaselinePayload;
  evaluation_questions?: EvaluationQuestionPayload[];
  debrief?: DebriefPayload | null;
  references: ReferencePayload[];
  series: SeriesPayload | null;
  follow_up?: FollowUpPayload | null;
  media_expires_at?: string;
}
