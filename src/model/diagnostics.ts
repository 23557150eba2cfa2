/** What normalize noticed about a payload. Diagnostics describe; they never stop rendering. */
export type DiagnosticCode =
  | 'not_an_object'
  | 'invalid_field'
  | 'missing_field'
  | 'revision_newer'
  | 'revision_older'
  | 'revision_missing'
  | 'unknown_component_type'
  | 'unknown_phase_type'
  | 'duplicate_id'
  | 'screen_count_mismatch'
  | 'screen_index_gap'
  | 'screen_index_invalid'
  | 'anchor_missing'
  | 'anchor_cycle'
  | 'anchor_not_answerable'
  | 'anchor_other_phase'
  | 'phase_order_duplicate'
  | 'empty_phase'
  | 'no_phases'
  | 'input_unreadable'
  | 'large_content'
  /** Authoring findings of `checkCourse` (src/check/authoring/): what the player will refuse, strip or cannot make accessible. */
  | 'url_refused'
  | 'markup_removed'
  | 'captions_missing'
  | 'track_unread';

/** One thing `normalizeCourse` noticed: its code, severity, JSON path and message. */
export interface Diagnostic {
  code: DiagnosticCode;
  /** Plain-English explanation for developers (not shown to learners). */
  message: string;
  /** Where: `phases[2].components[4].options`, a phase id or a block id. */
  path?: string;
  severity: 'info' | 'warning' | 'error';
}

export function diagnostic(
  code: DiagnosticCode,
  message: string,
  path?: string,
  severity: Diagnostic['severity'] = 'warning',
): Diagnostic {
  return path === undefined ? { code, message, severity } : { code, message, path, severity };
}
