import { checkCourse } from '../../check/checkCourse';
import { cannotReadMessage, notJsonMessage } from '../check';
import { courseReport } from '../report';
import { openAt } from './openAt';
import type { PreviewOpenAt } from './pageConfig';
import type { PreviewArgs } from './previewArgs';
import { previewService, type PreviewService } from './previewService';

/** One line for the author, said in the terminal and on the page alike. */
export interface PreviewNotice {
  tone: 'info' | 'warning' | 'error';
  text: string;
}

/** One reading of the course and keys files: what the page plays, what scores it, what the author is told. */
export interface PreviewLoad {
  /** The course file's JSON; null when it could not be read as JSON. */
  payload: unknown;
  /** The course's name, else the file's. */
  title: string;
  openAt: PreviewOpenAt | null;
  service: PreviewService;
  /** Whether the reference scorer scores submissions (keys given and read). */
  scored: boolean;
  notices: PreviewNotice[];
}

/** What a load reads and where its report goes. */
export interface PreviewLoadIo {
  readFile(path: string): Promise<string>;
  /** `check`'s report of the course, as `check` prints it. */
  out(text: string): void;
}

type Parsed = { ok: true; value: unknown } | { ok: false; message: string };

async function readJson(path: string, io: PreviewLoadIo, messages: { unreadable: (error: unknown) => string; notJson: (error: unknown) => string }): Promise<Parsed> {
  let text: string;
  try {
    text = await io.readFile(path);
  } catch (error) {
    return { ok: false, message: messages.unreadable(error) };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, message: messages.notJson(error) };
  }
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Reads both files and checks the course as `check` does; never throws: every problem becomes a notice. */
export async function loadPreview(args: PreviewArgs, io: PreviewLoadIo): Promise<PreviewLoad> {
  const notices: PreviewNotice[] = [];
  const course = await readJson(args.coursePath, io, { unreadable: (e) => cannotReadMessage(args.coursePath, e), notJson: (e) => notJsonMessage(args.coursePath, e) });
  if (!course.ok) {
    notices.push({ tone: 'error', text: `${course.message}. Nothing to play until the file reads as JSON; this page reloads when it changes.` });
    return { payload: null, title: args.coursePath, openAt: null, service: previewService(null, null).service, scored: false, notices };
  }

  const check = checkCourse(course.value, { allowHttp: args.allowHttp });
  io.out(courseReport(args.coursePath, check));
  if (check.counts.error > 0) {
    notices.push({ tone: 'warning', text: `check reports ${plural(check.counts.error, 'error')} in ${args.coursePath} (listed in the terminal): the player shows what it can of the course.` });
  }

  let keys: object | null = null;
  if (args.keysPath !== null) {
    const keysPath = args.keysPath;
    const read = await readJson(keysPath, io, {
      unreadable: (e) => `ce-course-player preview: cannot read ${keysPath}: ${(e as Error).message}`,
      notJson: (e) => `ce-course-player preview: ${keysPath} is not JSON: ${(e as Error).message}`,
    });
    if (read.ok && typeof read.value === 'object' && read.value !== null) keys = read.value;
    else notices.push({ tone: 'error', text: `${read.ok ? `${keysPath} holds no answer keys object` : read.message}; answers are accepted with no score.` });
  }
  const { service, problem } = previewService(course.value, keys);
  if (problem) notices.push({ tone: 'error', text: `${args.keysPath}: ${problem}; answers are accepted with no score.` });
  const scored = keys !== null && problem === null;
  if (scored) notices.push({ tone: 'info', text: `Submissions are scored with ${args.keysPath} by the reference scorer, in the terminal's Node process: the keys never reach this page.` });
  else if (args.keysPath === null) notices.push({ tone: 'info', text: 'No answer keys (--keys): answers are accepted with no score and no rationales.' });

  const start = args.open === null ? null : openAt(check.course, args.open);
  if (args.open !== null && start === null) notices.push({ tone: 'warning', text: `--open ${args.open}: no phase or component has this id; the course opens at its start.` });
  return { payload: course.value, title: check.summary.name || args.coursePath, openAt: start, service, scored, notices };
}
