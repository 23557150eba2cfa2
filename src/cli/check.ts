import { parseArgs } from 'node:util';
import { checkCatalog, checkCourse } from '../check/checkCourse';
import type { Diagnostic } from '../model/diagnostics';
import { catalogReport, courseReport } from './report';

/** What the command reads and writes, so that tests can run it without a process. */
export interface CheckIo {
  readFile(path: string): Promise<string>;
  readStdin(): Promise<string>;
  fetchText(url: string): Promise<string>;
  out(text: string): void;
  err(text: string): void;
}

export const USAGE = `Usage: ce-course-player check <file | URL | -> [--json] [--fail-on error|warning] [--catalog] [--allow-http]

Reads a course payload (GET /api-course-content, bare or in its { success, data } envelope) the
way the player will, and reports what it makes of it, with what the player will refuse or strip
(URLs, markup) and media without captions. --allow-http judges URLs as a player with allowHttp
does. --catalog reads a catalog envelope instead.
Exit codes: 0 nothing at or above --fail-on (default: error), 1 something is, 2 the input could
not be read or is not JSON.`;

/** What `check` prints when it cannot read its input (the preview prints the same). */
export const cannotReadMessage = (source: string, error: unknown) => `ce-course-player check: cannot read ${source}: ${(error as Error).message}`;
/** What `check` prints when its input is not JSON. */
export const notJsonMessage = (source: string, error: unknown) => `ce-course-player check: ${source} is not JSON: ${(error as Error).message}`;

/** Exit codes: 0 clean, 1 a diagnostic at or above --fail-on, 2 unreadable input or bad usage. */
export async function runCheck(argv: readonly string[], io: CheckIo): Promise<0 | 1 | 2> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { json: { type: 'boolean' }, catalog: { type: 'boolean' }, 'allow-http': { type: 'boolean' }, 'fail-on': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  const [command, source, ...extra] = positionals;
  const failOn = values['fail-on'] ?? 'error';
  if (command !== 'check' || source === undefined || extra.length > 0 || (failOn !== 'error' && failOn !== 'warning')) {
    io.err(USAGE);
    return 2;
  }

  let text: string;
  try {
    text = source === '-' ? await io.readStdin() : /^https?:\/\//i.test(source) ? await io.fetchText(source) : await io.readFile(source);
  } catch (error) {
    io.err(cannotReadMessage(source, error));
    return 2;
  }
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch (error) {
    io.err(notJsonMessage(source, error));
    return 2;
  }

  const check = values.catalog ? checkCatalog(payload) : checkCourse(payload, { allowHttp: values['allow-http'] === true });
  if (values.json) {
    const { diagnostics, counts, summary } = check;
    io.out(JSON.stringify({ source, counts, summary, diagnostics }, null, 2));
  } else {
    io.out(values.catalog ? catalogReport(source, check as ReturnType<typeof checkCatalog>) : courseReport(source, check as ReturnType<typeof checkCourse>));
  }
  const failing = (d: Diagnostic) => d.severity === 'error' || (failOn === 'warning' && d.severity === 'warning');
  return check.diagnostics.some(failing) ? 1 : 0;
}
