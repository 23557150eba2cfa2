import { toCanonicalKind } from './kinds';
import { readQuestion, readQuestions } from './questions';
import { Flag, NonEmptyText, Reader, ScreenRoleSchema, Text } from './read';
import type { Block, BlockBase } from './types';

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
  const base: BlockBase = {
    id: placement.id,
    kind: kind ?? 'unknown',
    rawType,
    phaseId: placement.phaseId,
    position: placement.position,
    screenIndex: placement.screenIndex ?? 0,
    screenRole: reader.field(source, 'screen_role', ScreenRoleSchema, 'primary', path),
    revealAfter: reader.firstOf(source, REVEAL_AFTER_KEYS, NonEmptyText, '') || null,
    revealsOnAnswer: reader.field(source, 'reveals_on_answer', Flag, false, path),
    title: reader.firstOf(source, TITLE_KEYS, NonEmptyText, '') || null,
    fields: source,
  };

  // Kind fields are added to `base` in place (same keys, same order as a spread): a copy per block
  // showed up in normalizeCourse's profile (issue 10).
  switch (base.kind) {
    case 'html':
    case 'content':
    case 'rich-text':
      return Object.assign(base, { kind: base.kind, html: reader.firstOf(source, HTML_KEYS, Text, '') });
    case 'mcq':
    case 'timed-quiz':
      return Object.assign(base, { kind: base.kind, questions: readQuestions(reader, source.questions, base.id, path) });
    case 'choice':
    case 'question': {
      const question = readQuestion(reader, { ...source, id: source.question_id ?? base.id }, base.id, path);
      return Object.assign(base, {
        kind: base.kind,
        question,
        // A `question` is scored by the service unless told otherwise; a choice only when graded.
        graded: reader.firstOf(source, GRADED_KEYS, Flag, base.kind === 'question'),
      });
    }
    default:
      return Object.assign(base, { kind: base.kind });
  }
}
