import { describe, expect, it } from 'vitest';
import { normalizeCourse } from '../model/normalizeCourse';
import type { Block } from '../model/types';
import { isMediaWatched, mediaRuleOf, mergeRanges, playedSeconds, secondsLeftToWatch } from './mediaWatch';

function block(type: string, fields: Record<string, unknown> = {}): Block {
  const { course } = normalizeCourse({
    contract_version: '2026-09-03', course_id: 'c', organization_id: 'o', name: 'C', format: 'method', total_phases: 1,
    phases: [{ id: 'p', title: 'P', type: 'content', required: true, order: 0, display_mode: 'stacked', screen_count: 1,
      components: [{ id: 'm', type, reveal_after: null, screen_index: 0, screen_role: 'primary', url: 'https://m.example.org/v.mp4', content: '<p>x</p>', ...fields }] }],
  });
  return course.blocks.m!;
}

describe('mergeRanges', () => {
  it.each([
    ['disjoint ranges stay apart, sorted', [[10, 20]], [[0, 5]], [[0, 5], [10, 20]]],
    ['overlapping ranges join', [[0, 10]], [[5, 15]], [[0, 15]]],
    ['touching ranges join', [[0, 10]], [[10, 12]], [[0, 12]]],
    ['a range inside another adds nothing', [[0, 30]], [[5, 6]], [[0, 30]]],
    ['empty, reversed and non-finite ranges are dropped', [[3, 3], [5, 4]], [[0, Number.NaN], [1, 2]], [[1, 2]]],
  ] as const)('%s', (_case, a, b, merged) => {
    expect(mergeRanges(a, b)).toEqual(merged);
  });

  it('counts played seconds over the ranges', () => {
    expect(playedSeconds([[0, 5], [10, 12.5]])).toBe(7.5);
  });
});

describe('mediaRuleOf', () => {
  it.each([
    ['no rule anywhere', {}, undefined, null],
    ['the host\'s watched', {}, 'watched', { on: 'watched', share: 0.95 }],
    ['the host\'s share', {}, { watched: 0.8 }, { on: 'watched', share: 0.8 }],
    ['an impossible host share falls back to 95%', {}, { watched: 7 }, { on: 'watched', share: 0.95 }],
    ['the block\'s own rule wins over the host\'s', { completion_rule: 'ended', completion_threshold: '90%' }, 'watched', { on: 'ended', share: 0.9 }],
    ['the block may opt out', { complete_on: 'none' }, 'watched', null],
    ['the host\'s off wins over the block\'s rule', { completion: 'watched' }, 'off', null],
    ['an unknown rule name reads as none', { completion_rule: 'inview' }, undefined, null],
  ] as const)('%s', (_case, fields, host, rule) => {
    expect(mediaRuleOf(block('video', fields), host as never)).toEqual(rule);
  });

  it('gives no rule to a block that is not a video', () => {
    expect(mediaRuleOf(block('html'), 'watched')).toBeNull();
  });
});

describe('secondsLeftToWatch', () => {
  const video = block('video', { duration_seconds: 100 });
  const watched = { on: 'watched', share: 0.95 } as const;
  const ended = { on: 'ended', share: 0.95 } as const;
  it.each([
    ['nothing played', watched, undefined, 95],
    ['played ranges count, not the position jumped to', watched, { ranges: [[0, 10], [90, 100]] }, 75],
    ['95% played anywhere completes watched', watched, { ranges: [[0, 50], [55, 100]] }, 0],
    ['half a second short is near enough', watched, { ranges: [[0, 94.6]] }, 0],
    ['ended also wants the end reached by playing', ended, { ranges: [[0, 96]] }, 4],
    ['ended, reached', ended, { ranges: [[0, 99.8]] }, 0],
    ['the element\'s duration wins over the payload\'s', watched, { ranges: [], duration: 20 }, 19],
    ['the transcript completes it', watched, { ranges: [], transcript: true }, 0],
    ['a video that cannot play completes it', ended, { ranges: [], unplayable: true }, 0],
  ] as const)('%s', (_case, rule, watch, left) => {
    expect(secondsLeftToWatch(video, rule, watch as never)).toBe(left);
  });

  it('is unknown while neither the element nor the payload gives a duration', () => {
    expect(secondsLeftToWatch(block('video'), watched, { ranges: [[0, 10]] })).toBeNull();
    expect(isMediaWatched(block('video'), watched, undefined)).toBe(false);
    expect(isMediaWatched(block('video'), null, undefined)).toBe(true);
  });
});
