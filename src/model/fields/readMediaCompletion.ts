import { asRecord, firstPresent } from '../read';
import type { Spelling } from '../spellings';

/**
 * When a media block counts as watched (docs/player.md#media-completion). `watched`: this share of
 * its duration actually played, counted over played ranges (a jump forward plays nothing);
 * `ended`: the same share played and the end reached by playing. Opening the transcript completes
 * either. `off`: never held (a payload or host may say so for a block).
 */
export type MediaCompletionRule = { on: 'watched' | 'ended'; share: number } | { on: 'off' };

/** Open edX's rule of thumb: a video is complete at 95% watched. */
export const DEFAULT_WATCHED_SHARE = 0.95;

/** A share as 0.9, 90 or "90%"; null when it reads as none between 0 (excluded) and 1. */
export function readShare(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value) : Number.NaN;
  if (!Number.isFinite(number) || number <= 0) return null;
  const share = number > 1 || (typeof value === 'string' && value.includes('%')) ? number / 100 : number;
  return share > 0 && share <= 1 ? share : null;
}

/**
 * A block's own rule, if its payload names one: `completion_rule`, `complete_on` or `completion`
 * as `ended`, `watched` (also `percent`, `played`) or `off` (`none`), with `completion_threshold`,
 * `watched_share` or `completion_percent` for the share. The spec names no such field
 * (docs/assumptions.md); null when the block says nothing, so the host's rule applies.
 */
export function readMediaCompletion(fields: unknown): MediaCompletionRule | null {
  const source = asRecord(fields);
  const named = (['completion_rule', 'complete_on', 'completion'] satisfies Spelling<'MediaComponentPayload', 'completion_rule'>).map((key) => source[key]).find((value) => typeof value === 'string');
  const on = typeof named === 'string' ? named.trim().toLowerCase() : '';
  const share = readShare(firstPresent(source, ['completion_threshold', 'watched_share', 'completion_percent'] satisfies Spelling<'MediaComponentPayload', 'completion_threshold'>)) ?? DEFAULT_WATCHED_SHARE;
  if (on === 'ended') return { on: 'ended', share };
  if (on === 'watched' || on === 'percent' || on === 'played') return { on: 'watched', share };
  if (on === 'off' || on === 'none') return { on: 'off' };
  return null;
}
