import { PHASE_TYPES } from '../contract';
import { groupIntoScreens, type ScreenPlacement } from './screens';
import { normalizeBlock } from './normalizeBlock';
import { asRecord, DisplayModeSchema, Flag, List, NonEmptyText, NonNegativeWhole, Reader, Record as RecordSchema, ScreenCount, Whole } from './read';
import type { Block, Phase } from './types';
import type { DebriefReadoutPayload } from '../contract';

const KNOWN_PHASE_TYPES = new Set<string>(PHASE_TYPES);

/** Hands out unique ids: a repeated or missing id gets a stable suffix instead of a collision. */
export class IdRegistry {
  private readonly used = new Set<string>();

  constructor(private readonly reader: Reader) {}

  claim(wanted: string, fallback: string, path: string): string {
    let id = wanted === '' ? fallback : wanted;
    if (wanted === '') this.reader.report('missing_field', `id is missing; using "${fallback}"`, path);
    if (this.used.has(id)) {
      let n = 2;
      while (this.used.has(`${id}~${n}`)) n += 1;
      this.reader.report('duplicate_id', `id "${id}" is used twice; the later one becomes "${id}~${n}"`, path);
      id = `${id}~${n}`;
    }
    this.used.add(id);
    return id;
  }
}

export interface NormalizedPhase {
  phase: Phase;
  blocks: Block[];
}

/** Reads one phase and its blocks; groups blocks into screens (spec 2.4, 2.8 rule 2). */
export function normalizePhase(
  reader: Reader,
  raw: unknown,
  index: number,
  phaseIds: IdRegistry,
  blockIds: IdRegistry,
): NormalizedPhase {
  const path = `phases[${index}]`;
  const source = asRecord(raw);
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    reader.report('invalid_field', 'phase is not an object; shown as an empty phase', path);
  }
  const id = phaseIds.claim(reader.field(source, 'id', NonEmptyText, '', path), `phase-${index + 1}`, path);
  const type = reader.field(source, 'type', NonEmptyText, 'unknown', path, true);
  const isKnownType = KNOWN_PHASE_TYPES.has(type);
  if (!isKnownType) reader.report('unknown_phase_type', `phase type "${type}" is not known; it renders with a notice`, path, 'info');
  const displayMode = reader.field(source, 'display_mode', DisplayModeSchema, 'sequential', path, true);

  const components = reader.field(source, 'components', List, [], path, true);
  // Blocks carry their delivered screen_index (null when missing or invalid) through the grouping
  // below, which then writes the final one in place: an object per block for the grouping and a
  // copy per block for the result were a tenth of normalizeCourse on a 2000-question screen.
  const blocks: Block[] = new Array(components.length);
  for (let position = 0; position < components.length; position += 1) {
    const componentPath = `${path}.components[${position}]`;
    const fields = asRecord(components[position]);
    const wanted = reader.field(fields, 'id', NonEmptyText, '', componentPath);
    // The fallback id is made only for a block without one.
    const blockId = blockIds.claim(wanted, wanted === '' ? `${id}-block-${position + 1}` : wanted, componentPath);
    const screenIndex = readScreenIndex(reader, fields, componentPath);
    const block = normalizeBlock(reader, fields, { id: blockId, phaseId: id, position, path: componentPath, screenIndex });
    (block as { screenIndex: number | null }).screenIndex = screenIndex;
    blocks[position] = block;
  }

  const grouping = groupIntoScreens(blocks as unknown as ScreenPlacement[], displayMode);
  // Placed, each block is final: frozen here, so the course's last freezing walk stops at it.
  for (let b = 0; b < blocks.length; b += 1) {
    const block = blocks[b]!;
    (block as { screenIndex: number }).screenIndex = grouping.placedIndex.get(block.id) ?? 0;
    Object.freeze(block);
  }
  if (grouping.gaps.length > 0) reader.report('screen_index_gap', `screen_index skips to ${grouping.gaps.join(', ')}`, path);
  const screenCount = reader.field(source, 'screen_count', ScreenCount, 0, path, true);
  if (screenCount !== 0 && screenCount !== grouping.distinctIndexes && blocks.length > 0) {
    reader.report('screen_count_mismatch', `screen_count is ${screenCount} but components use ${grouping.distinctIndexes} screen(s)`, path);
  }
  if (blocks.length === 0) reader.report('empty_phase', 'phase has no components', path, 'info');

  const phase: Phase = {
    id,
    title: reader.field(source, 'title', NonEmptyText, type === 'unknown' ? `Part ${index + 1}` : titleFromType(type), path, true),
    type,
    isKnownType,
    required: reader.field(source, 'required', Flag, true, path, true),
    order: reader.field(source, 'order', Whole, Number.MAX_SAFE_INTEGER, path, true),
    displayMode,
    blockIds: blocks.map((b) => b.id),
    screens: grouping.screens,
    debriefReadout: readDebriefReadout(reader, source, path),
  };
  return { phase, blocks };
}

const UNPLACED = -1;

function readScreenIndex(reader: Reader, fields: Readonly<Record<string, unknown>>, path: string): number | null {
  const index = reader.field(fields, 'screen_index', NonNegativeWhole, UNPLACED, path, true);
  if (index === UNPLACED && fields.screen_index !== undefined && fields.screen_index !== null) {
    reader.report('screen_index_invalid', 'screen_index is not a whole number >= 0; placed after the previous block', path);
  }
  return index === UNPLACED ? null : index;
}

function readDebriefReadout(reader: Reader, source: Readonly<Record<string, unknown>>, path: string): DebriefReadoutPayload | null {
  if (source.debrief_readout === undefined || source.debrief_readout === null) return null;
  const readout = reader.field(source, 'debrief_readout', RecordSchema, {}, path);
  return Object.keys(readout).length > 0 ? (readout as DebriefReadoutPayload) : null;
}

function titleFromType(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1).replace(/-/g, ' ');
}
