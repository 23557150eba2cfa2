import { parseArgs } from 'node:util';

/** What `ce-course-player preview` was asked to do. */
export interface PreviewArgs {
  coursePath: string;
  /** The answer keys to score with, in Node; null plays the course unscored. */
  keysPath: string | null;
  allowHttp: boolean;
  /** 0 asks the system for a free port. */
  port: number;
  /** A phase id, or a component id whose screen opens. */
  open: string | null;
}

/** The port the preview listens on when `--port` is not given: clear of Vite's (5173, 4173), Storybook's (6006) and OpenTelemetry's (4317, 4318). */
export const DEFAULT_PREVIEW_PORT = 4400;

export const PREVIEW_USAGE = `Usage: ce-course-player preview <course.json> [--keys keys.json] [--allow-http] [--port N] [--open ID]

Plays a course payload in your browser with this package's player, on http://127.0.0.1:${DEFAULT_PREVIEW_PORT}/
(--port 0 takes any free port), and reloads the page when the course or keys file changes.
--keys scores each submission here, in Node, with the reference scorer: the keys never reach the
page. Without it answers are accepted with no score. --allow-http lets the player load http://
media (a local media server). --open starts at a phase, or at the screen of a component, by id.
The course is checked as \`check\` does on every load. Stop with Ctrl+C.
Exit codes: 2 bad usage or the port is taken; otherwise it runs until stopped.`;

export type PreviewArgsResult = { kind: 'run'; args: PreviewArgs } | { kind: 'help' } | { kind: 'usage'; message: string };

/** Reads the command line after the program name: `preview <course.json> …`. Never throws. */
export function parsePreviewArgs(argv: readonly string[]): PreviewArgsResult {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        keys: { type: 'string' },
        'allow-http': { type: 'boolean' },
        port: { type: 'string' },
        open: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return { kind: 'usage', message: (error as Error).message };
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  const [command, coursePath, ...extra] = positionals;
  if (command !== 'preview' || coursePath === undefined) return { kind: 'usage', message: 'name the course file to preview' };
  if (extra.length > 0) return { kind: 'usage', message: `one course file at a time (also given: ${extra.join(' ')})` };
  const port = values.port === undefined ? DEFAULT_PREVIEW_PORT : Number(values.port);
  if (!/^\d+$/.test(values.port ?? '0') || !Number.isInteger(port) || port > 65535) {
    return { kind: 'usage', message: `--port takes a number from 0 to 65535, not "${values.port}"` };
  }
  if (values.open !== undefined && values.open.trim() === '') return { kind: 'usage', message: '--open takes a phase or component id' };
  return {
    kind: 'run',
    args: { coursePath, keysPath: values.keys ?? null, allowHttp: values['allow-http'] === true, port, open: values.open?.trim() ?? null },
  };
}
