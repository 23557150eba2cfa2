import { DEFAULT_WATCHED_SHARE, type MediaCompletionRule } from '../model/fields/readMediaCompletion';
import type { Block } from '../model/types';

/** Seconds of a media block played, as [start, end] ranges, sorted and apart. */
export type PlayedRanges = ReadonlyArray<readonly [number, number]>;

/** What the player knows of one media block's watching; kept with the progress, never sent. */
export interface MediaWatch {
  ranges: PlayedRanges;
  /** The duration the media element reported, in seconds. */
  duration?: number;
  /** The learner opened the transcript (or the degraded view showed it in full). */
  transcript?: true;
  /** The block could not play (pending, failed, expired, no usable URL): it never holds Continue. */
  unplayable?: true;
}

export type MediaWatches = Readonly<Record<string, MediaWatch>>;

/** The host's `mediaCompletion`: a rule for media blocks whose payload names none, or 'off' for every block. */
export type HostMediaCompletion = 'off' | 'ended' | 'watched' | { watched: number };

const MEDIA_KINDS = new Set(['video', 'talking-avatar', 'ai-video']);

/** The rule a block follows: the host's 'off' wins; else the block's own; else the host's; else none. */
export function mediaRuleOf(block: Block, host: HostMediaCompletion | undefined): MediaCompletionRule | null {
  if (!MEDIA_KINDS.has(block.kind) || host === 'off') return null;
  const own = (block.data as { completion?: MediaCompletionRule | null }).completion ?? null;
  if (own) return own.on === 'off' ? null : own;
  if (host === undefined) return null;
  if (typeof host === 'object') return { on: 'watched', share: host.watched > 0 && host.watched <= 1 ? host.watched : DEFAULT_WATCHED_SHARE };
  return { on: host, share: DEFAULT_WATCHED_SHARE };
}

/** The union of two sets of ranges, sorted; touching or overlapping ranges become one. */
export function mergeRanges(a: PlayedRanges, b: PlayedRanges): PlayedRanges {
  const all = [...a, ...b].filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && end > start).sort((x, y) => x[0] - y[0]);
  const merged: Array<[number, number]> = [];
  for (const [start, end] of all) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

export function playedSeconds(ranges: PlayedRanges): number {
  return ranges.reduce((total, [start, end]) => total + (end - start), 0);
}

/** The duration the rule measures against: the element's, else the payload's `duration_seconds`. */
function durationOf(block: Block, watch: MediaWatch | undefined): number | null {
  const own = (block.data as { durationSeconds?: number | null }).durationSeconds ?? null;
  return watch?.duration && watch.duration > 0 ? watch.duration : own;
}

/**
 * Seconds still to play before `block` counts as watched under `rule`: 0 when it does (played
 * enough, or the transcript opened, or it cannot play), null while the duration is unknown.
 */
export function secondsLeftToWatch(block: Block, rule: MediaCompletionRule, watch: MediaWatch | undefined): number | null {
  if (rule.on === 'off' || watch?.transcript || watch?.unplayable) return 0;
  const duration = durationOf(block, watch);
  if (duration === null) return null;
  const ranges = watch?.ranges ?? [];
  const toShare = duration * rule.share - playedSeconds(ranges);
  // `ended` also wants the end reached by playing: a jump to the end plays nothing there.
  const lastPlayed = ranges.reduce((last, [, end]) => Math.max(last, end), 0);
  const toEnd = rule.on === 'ended' ? duration - lastPlayed : 0;
  const left = Math.max(toShare, toEnd);
  // Decoders stop a frame or so short of the duration: half a second is near enough.
  return left <= 0.5 ? 0 : Math.ceil(left);
}

export function isMediaWatched(block: Block, rule: MediaCompletionRule | null, watch: MediaWatch | undefined): boolean {
  return rule === null || secondsLeftToWatch(block, rule, watch) === 0;
}
