/**
 * Wire shapes of course components (spec 2.4 and 2.8): the fields every component carries, and the
 * kinds a learner reads or fills in. Fields the spec marks "not shown" are typed as the tolerant
 * reading we chose (docs/assumptions.md); unknown fields are always allowed. The other spellings
 * the player reads for a field are in ./spellings/ (the JSON Schema lists them too).
 */

/** Fields every component carries. */
export interface ComponentBasePayload {
  /** The component's id, unique in the course: answers, rationales and gates name it. */
  id: string;
  /** Its kind (`mcq`, `drag_drop_match`…), in any case, with `-`, `_` or spaces between words; a kind the player does not know shows a notice. */
  type: string;
  /** The id of the anchor component that must be answered (or checked) before this one shows, or null. */
  reveal_after: string | null;
  /** Whether answering this component reveals what it gates at once, with no check by the service. */
  reveals_on_answer?: boolean;
  /** The 0-based screen of its phase the component is on. */
  screen_index: number;
  /** `primary` starts a screen; `attached` joins the screen of the component before it. */
  screen_role: 'primary' | 'attached';
  /** The key a phase's debrief readout names this component by. */
  anchor_id?: string;
  /** A heading shown above the component. */
  title?: string;
  /** Whether Continue waits for an answer: given, it overrules the kind's default. */
  required?: boolean;
  /** `true` never holds Continue back, whatever `required` says. */
  optional?: boolean;
  [unknownField: string]: unknown;
}

/** An `html` block (also spelled `content`, `rich-text`): authored prose, sanitized before it renders. */
export interface HtmlComponentPayload extends ComponentBasePayload {
  /** The prose, as HTML; scripts, styles, frames and forms are removed before it renders. */
  content: string;
}

/** Image component (spec 2.8 rule 5). */
export interface ImageComponentPayload extends ComponentBasePayload {
  /** The image's absolute https URL. */
  url: string;
  /** What the image shows, for those who cannot see it (spec 2.8 rule 5 promises one). */
  alt: string;
  /** A caption shown under the image. */
  caption?: string;
  /** Where the image comes from; `method_patient_image` marks a case scene. */
  source?: string;
  /** Whether `alt` was written by the service rather than the author. */
  alt_is_fallback?: boolean;
  /** Its shape, such as `16:9` or `4/3`, so the page keeps its place before it loads. */
  aspect_ratio?: string;
}

/** A `button` block: a labelled link, such as a handout. */
export interface ButtonComponentPayload extends ComponentBasePayload {
  /** The button's text; the block's title when absent. */
  label?: string;
  /** Where the button leads: an absolute https URL. */
  url?: string;
}

/** A `reflection` block: a prompt answered in the learner's own words, never scored. */
export interface ReflectionComponentPayload extends ComponentBasePayload {
  /** What the learner is asked to reflect on. */
  prompt?: string;
  /** Hint text shown in the empty answer box. */
  placeholder?: string;
}

/** A `form-input` block: one labelled field the learner fills in. */
export interface FormInputComponentPayload extends ComponentBasePayload {
  /** The field's label. */
  label?: string;
  /** `text` (the default, also for a value the player does not know), `email`, `number` or `textarea`. */
  input_type?: 'text' | 'email' | 'number' | 'textarea' | (string & {});
  /** Hint text shown in the empty field. */
  placeholder?: string;
}

/** Confidence check (spec 2.8 rule 4): a slider, never options. */
export interface ConfidenceCheckComponentPayload extends ComponentBasePayload {
  /** The statement the learner rates their confidence in. */
  statement: string;
  /** The lowest value of the whole-number scale (1 when unreadable). */
  min: number;
  /** The highest value of the scale; one not above `min` gives a scale of five steps from `min`. */
  max: number;
  /** The words under the lowest value. */
  minLabel?: string;
  /** The words under the highest value. */
  maxLabel?: string;
  /** A line of help under the scale. */
  helperText?: string;
}
