import type { Config } from 'dompurify';

/**
 * The Trusted Types policy name hosts allow in their CSP (`trusted-types ce-course-player`). Under
 * `require-trusted-types-for 'script'`, the innerHTML that dangerouslySetInnerHTML performs and
 * DOMPurify's own parse both need a TrustedHTML; one named policy serves both, so hosts list
 * one name. Its callbacks pass strings through: it is private to this module and only ever fed
 * DOMPurify's input (parsed into an inert document) or its output.
 */
export const TRUSTED_TYPES_POLICY_NAME = 'ce-course-player';

interface Policy {
  createHTML(input: string): unknown;
  createScriptURL(input: string): unknown;
}

let policy: Policy | null | undefined;

/** The policy, created once per page; null where Trusted Types are absent or the name is refused. */
export function trustedTypesPolicy(): Policy | null {
  if (policy !== undefined) return policy;
  const factory = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: Policy): Policy } }).trustedTypes;
  if (!factory) return (policy = null);
  try {
    policy = factory.createPolicy(TRUSTED_TYPES_POLICY_NAME, { createHTML: (input) => input, createScriptURL: (input) => input });
  } catch {
    // The host's `trusted-types` directive does not list our name: strings it is (the host's CSP decides).
    policy = null;
  }
  return policy;
}

/** DOMPurify option that makes it parse through our policy instead of creating its own. */
export function purifyPolicyOption(): Pick<Config, 'TRUSTED_TYPES_POLICY'> {
  const current = trustedTypesPolicy();
  return current ? { TRUSTED_TYPES_POLICY: current as Config['TRUSTED_TYPES_POLICY'] } : {};
}

/** Already-sanitized markup, wrapped for an innerHTML sink (a plain string where TT are absent). */
export function sanitizedToTrusted(clean: string): string {
  const current = trustedTypesPolicy();
  // React hands a TrustedHTML straight to innerHTML; the string type is what its prop types say.
  return current ? (current.createHTML(clean) as string) : clean;
}
