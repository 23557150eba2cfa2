import { toCanonicalKind } from './kinds';
import { readQuestion, readQuestions } from './questions';
import { Flag, NonEmptyText, Reader, ScreenRoleSchema, Text } from './read';
import type { Block } from './types';

const HTML_KEYS = ['content', 'html', 'body', 'text', 'richText', 'rich_text'] as const;
const REVEAL_AFTER_KEYS = ['reveal_after'] as const;
const TITLE_KEYS = ['title', 'heading'] as const;
const GRADED_KEYS = ['graded', 'is_graded'] as const;

export interface BlockPlacement {
  id: string;
  phaseId: string;
  position: number;
  path: string;
  /** screen_index as delivered when valid, else null (screens.ts places it). */
  screenIndex: number | null;
}

/** Reads one component into a typed block. Never throws; unknown types become kind `unknown`. */
export function normalizeBlock(
  reader: Reader,
  source: Readonly<Record<string, unknown>>,
  placement: BlockPlacement,
): Block {
  const { path } = placement;
  const rawType = reader.field(source, 'type', Text, '', path, true);
  const kind = toCanonicalKind(rawType);
  if (kind === null) {
    reader.report('unknown_component_type', `component type "${rawType}" is not known; it renders as a notice`, path, 'info');
  }
  // Each kind's block is one literal (base keys first, then the kind's, as before): building a
  // base and adding to it cost a shape change per block, and a spread of every choice component
  // a copy of it.
  const id = placement.id;
  const canonical = kind ?? 'unknown';
  const phaseId = placement.phaseId;
  const position = placement.position;
  const screenIndex = placement.screenIndex ?? 0;
  const screenRole = reader.field(source, 'screen_role', ScreenRoleSchema, 'primary', path);
  const revealAfter = reader.firstOf(source, REVEAL_AFTER_KEYS, NonEmptyText, '') || null;
  const revealsOnAnswer = reader.field(source, 'reveals_on_answer', Flag, false, path);
  const title = reader.firstOf(source, TITLE_KEYS, NonEmptyText, '') || null;
  const fields = source;

  switch (canonical) {
    case 'html':
    case 'content':
    case 'rich-text': {
      const html = reader.firstOf(source, HTML_KEYS, Text, '');
      return { id, kind: canonical, rawType, phaseId, position, screenIndex, screenRole, revealAfter, revealsOnAnswer, title, fields, html };
    }
    case 'mcq':
    case 'timed-quiz': {
      const questions = readQuestions(reader, source.questions, id, path);
      return { id, kind: canonical, rawType, phaseId, position, screenIndex, screenRole, revealAfter, revealsOnAnswer, title, fields, questions };
    }
    case 'choice':
    case 'question': {
      // The component is its own question; its id is question_id, else the block's.
      const question = readQuestion(reader, source, id, path, source.question_id ?? id);
      // A `question` is scored by the service unless told otherwise; a choice only when graded.
      const graded = reader.firstOf(source, GRADED_KEYS, Flag, canonical === 'question');
      return { id, kind: canonical, rawType, phaseId, position, screenIndex, screenRole, revealAfter, revealsOnAnswer, title, fields, question, graded };
    }
    default:
      return { id, kind: canonical, rawType, phaseId, position, screenIndex, screenRole, revealAfter, revealsOnAnswer, title, fields };
  }
}
