import { expect } from 'vitest';
import { runCheck } from '../../src/cli/check';

/** Runs `ce-course-player check` over in-memory files: { exit code, stdout, stderr }. */
export async function checkCommand(argv: string[], files: Record<string, string> = {}, stdin = '') {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCheck(argv, {
    readFile: async (path) => {
      if (!(path in files)) throw new Error(`ENOENT: no such file, open '${path}'`);
      return files[path]!;
    },
    readStdin: async () => stdin,
    fetchText: async (url) => files[url] ?? Promise.reject(new Error('HTTP 404')),
    out: (text) => out.push(text),
    err: (text) => err.push(text),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A one-phase course around `components`, with every course field the contract requires. */
export const courseOf = (components: unknown[], extra: Record<string, unknown> = {}) => ({
  contract_version: '2026-09-03',
  course_id: 'c-1',
  organization_id: 'org-1',
  name: 'Authoring probe',
  learning_objectives: ['Check what the player refuses'],
  ...extra,
  phases: [{ id: 'p1', title: 'Phase', type: 'content', order: 0, display_mode: 'stacked', required: true, screen_count: 1, components: components.map((component, index) => ({ id: `b${index}`, screen_index: 0, ...(component as object) })) }],
});

/** The JSON report's findings of the given codes, as `code at path`; the command must exit 0. */
export async function findings(payload: unknown, codes: string[], argv: string[] = []) {
  const { code, out } = await checkCommand(['check', '--json', 'c.json', ...argv], { 'c.json': JSON.stringify(payload) });
  expect(code).toBe(0);
  const diagnostics = JSON.parse(out).diagnostics as Array<{ code: string; path: string; message: string; severity: string }>;
  return diagnostics.filter((d) => codes.includes(d.code));
}
