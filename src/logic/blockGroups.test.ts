import { describe, expect, it } from 'vitest';
import { GROUP_SIZE, groupBlocks, isLongScreen } from './blockGroups';

const ids = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `b${from + i}`);

describe('groupBlocks', () => {
  it('keeps a small screen in one group, in order', () => {
    expect(groupBlocks(ids(3), ids(3))).toEqual([ids(3)]);
  });

  it('cuts a large screen into runs of GROUP_SIZE, the last one shorter', () => {
    const all = ids(2 * GROUP_SIZE + 5);
    const groups = groupBlocks(all, all);
    expect(groups.map((group) => group.length)).toEqual([GROUP_SIZE, GROUP_SIZE, 5]);
    expect(groups.flat()).toEqual(all);
  });

  it('keeps each block in the group of its place among all blocks when earlier ones are hidden', () => {
    const all = ids(2 * GROUP_SIZE);
    const visible = all.filter((_, i) => i !== 0 && i !== 1);
    const groups = groupBlocks(all, visible);
    expect(groups[0]).toEqual(ids(GROUP_SIZE - 2, 2));
    expect(groups[1]).toEqual(ids(GROUP_SIZE, GROUP_SIZE));
  });

  it('leaves a group with nothing visible empty rather than moving later blocks forward', () => {
    const all = ids(3 * GROUP_SIZE);
    const visible = [...ids(1), ...ids(GROUP_SIZE, 2 * GROUP_SIZE)];
    expect(groupBlocks(all, visible)).toEqual([['b0'], [], ids(GROUP_SIZE, 2 * GROUP_SIZE)]);
  });

  it('shows nothing for nothing visible', () => {
    expect(groupBlocks(ids(5), [])).toEqual([]);
  });
});

describe('isLongScreen', () => {
  it('calls a screen long once it holds more blocks than one group', () => {
    expect([0, 5, GROUP_SIZE].map(isLongScreen)).toEqual([false, false, false]);
    expect([GROUP_SIZE + 1, 4000].map(isLongScreen)).toEqual([true, true]);
  });
});
