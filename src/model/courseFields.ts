import type {
  AccreditationPayload,
  ConfidenceBaselinePayload,
  CreditDesignationPayload,
  DebriefPayload,
  EvaluationQuestionPayload,
  FollowUpPayload,
  LandingPagePayload,
  ReferencePayload,
  SeriesPayload,
} from '../contract';
import { isRecord, List, NonEmptyText, Reader, Record as RecordSchema } from './read';

/**
 * Passthrough fields (spec 2.4) are carried as authored once they have the right outer shape;
 * the course chrome components read their insides tolerantly.
 */
export interface CourseFields {
  learningObjectives: string[];
  accreditation: AccreditationPayload | null;
  creditDesignations: CreditDesignationPayload[];
  landingPage: LandingPagePayload | null;
  confidenceBaseline: ConfidenceBaselinePayload | null;
  evaluationQuestions: EvaluationQuestionPayload[];
  debrief: DebriefPayload | null;
  references: ReferencePayload[];
  series: SeriesPayload | null;
  followUp: FollowUpPayload | null;
  mediaExpiresAt: string | null;
}

function objectOrNull<T>(reader: Reader, source: Readonly<Record<string, unknown>>, key: string): T | null {
  if (source[key] === undefined || source[key] === null) return null;
  const value = reader.field(source, key, RecordSchema, {}, '$');
  return Object.keys(value).length > 0 ? (value as T) : null;
}

function objectList<T>(reader: Reader, source: Readonly<Record<string, unknown>>, key: string): T[] {
  // Not a list: List misses, so a present value is reported as invalid and the fallback kept.
  if (!Array.isArray(source[key])) return reader.field(source, key, List, [], '$') as T[];
  const kept = (source[key] as unknown[]).filter(isRecord);
  if (kept.length !== (source[key] as unknown[]).length) reader.report('invalid_field', `${key} has entries that are not objects; skipped`, `$.${key}`);
  return kept as T[];
}

/** Reference numbers match [N] markers, so a numeric 3 and a string "3" are the same reference. */
function readReferences(reader: Reader, source: Readonly<Record<string, unknown>>): ReferencePayload[] {
  return objectList<Record<string, unknown>>(reader, source, 'references').map((reference, index) => ({
    ...reference,
    number:
      typeof reference.number === 'string' || typeof reference.number === 'number'
        ? String(reference.number)
        : String(index + 1),
  })) as ReferencePayload[];
}

export function readCourseFields(reader: Reader, source: Readonly<Record<string, unknown>>): CourseFields {
  const objectives = reader.field(source, 'learning_objectives', List, [], '$', true);
  return {
    learningObjectives: objectives.filter((o): o is string => typeof o === 'string' && o.trim() !== ''),
    accreditation: objectOrNull<AccreditationPayload>(reader, source, 'accreditation'),
    creditDesignations: objectList<CreditDesignationPayload>(reader, source, 'credit_designations'),
    landingPage: objectOrNull<LandingPagePayload>(reader, source, 'landing_page'),
    confidenceBaseline: objectOrNull<ConfidenceBaselinePayload>(reader, source, 'confidence_baseline'),
    evaluationQuestions: objectList<EvaluationQuestionPayload>(reader, source, 'evaluation_questions'),
    debrief: objectOrNull<DebriefPayload>(reader, source, 'debrief'),
    references: readReferences(reader, source),
    series: objectOrNull<SeriesPayload>(reader, source, 'series'),
    followUp: objectOrNull<FollowUpPayload>(reader, source, 'follow_up'),
    mediaExpiresAt: reader.field(source, 'media_expires_at', NonEmptyText, '', '$') || null,
  };
}

