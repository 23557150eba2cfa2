/**
 * The activity IRI scheme (docs/xapi.md): everything hangs under the course's IRI, which the host
 * chooses (a cmi5 launch's `activityId`). Ids are percent-encoded as path segments.
 */
const segment = (id: string) => encodeURIComponent(id);

/** The activity IRI of a course's phase. */
export const phaseIri = (courseIri: string, phaseId: string) => `${courseIri}/phases/${segment(phaseId)}`;
/** The activity IRI of a block of a course. */
export const blockIri = (courseIri: string, blockId: string) => `${courseIri}/blocks/${segment(blockId)}`;
/** One question of a block with several (an mcq set, a timed quiz). */
export const questionIri = (courseIri: string, blockId: string, questionId: string) => `${blockIri(courseIri, blockId)}/questions/${segment(questionId)}`;
/** The activity IRI of an evaluation question of a course. */
export const evaluationIri = (courseIri: string, questionId: string) => `${courseIri}/evaluation/${segment(questionId)}`;
