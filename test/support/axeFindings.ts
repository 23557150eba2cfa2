import type axe from 'axe-core';

/**
 * axe findings the suites accept, each with its reason. Every other violation fails, whatever its
 * impact (minor and moderate too): a finding is either fixed or listed here. Keep this list short
 * and the reasons specific; docs/accessibility-conformance.md cites it.
 */
export const ALLOWED_AXE_FINDINGS: Readonly<Record<string, string>> = {};

/** The violations that fail a test: every one whose rule is not allowed above, with up to three targets each. */
export function failingAxeFindings(violations: readonly axe.Result[]): string[] {
  return violations
    .filter((violation) => !(violation.id in ALLOWED_AXE_FINDINGS))
    .map((violation) => `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
}
