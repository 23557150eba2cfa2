import { deepFreeze } from './freeze';
import { definitionOf, toCanonicalKind } from './kinds';
import { Flag, NonEmptyText, Reader, ScreenRoleSchema, Text } from './read';
import type { Spelling } from './spellings';
import type { Block } from './types';

const REVEAL_AFTER_KEYS = ['reveal_after'] as const;
const TITLE_KEYS = ['title', 'heading'] as const satisfies Spelling<'ComponentBasePayload', 'title'>;
const REQUIRED_KEYS = ['required', 'is_required', 'isRequired'] as const satisfies Spelling<'ComponentBasePayload', 'required'>;

export interface BlockPlacement {
  id: string;
  phaseId: string;
  position: number;
  path: string;
  /** screen_index as delivered when valid, else null (screens.ts places it). */
  screenIndex: number | null;
}

/**
 * What the payload says about needing an answer: `required`/`is_required` or `optional`, or null
 * when it says nothing. `optional: true` wins over any required flag: never block on a field the
 * payload marks optional.
 */
export function explicitRequirement(fields: Readonly<Record<string, unknown>>): boolean | null {
  if (fields.optional === true) return false;
  for (const key of REQUIRED_KEYS) if (typeof fields[key] === 'boolean') return fields[key] as boolean;
  if (fields.optional === false) return true;
  return null;
}

/**
 * Reads one component into a typed block: the fields every block has, then the kind's own through
 * its definition (src/model/kinds/). Never throws; unknown types become kind `unknown`.
 */
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
  const definition = kind === null ? undefined : definitionOf(kind);
  // One literal, base keys first: building a base and adding to it cost a shape change per block.
  return {
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
    answerRequired: explicitRequirement(source),
    fields: source,
    // Frozen as read, like the block (most of it, questions and options, is frozen as made).
    data: definition ? deepFreeze(definition.read(source, reader, path, placement.id)) : null,
  } as Block;
}
