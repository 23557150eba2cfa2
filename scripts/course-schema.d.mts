/** Types of course-schema.mjs, for the test that validates the fixtures against it. */
export function courseSchema(): Record<string, unknown>;
