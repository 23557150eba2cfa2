import validateStatement from '@learninglocker/xapi-validation';

/**
 * Learning Locker's xAPI 1.0.3 statement validator (the one its conformance-tested LRS runs), as
 * readable problems: `path: warning`. Empty means valid.
 */
export function xapiProblems(statement: unknown): string[] {
  const validate = ((validateStatement as unknown as { default?: typeof validateStatement }).default ?? validateStatement) as (data: unknown) => Array<{ path: string[]; name: string; data: unknown }>;
  return validate(statement).map((warning) => `${warning.path.join('.')}: ${warning.name} (${JSON.stringify(warning.data)})`);
}
