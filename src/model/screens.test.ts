import { describe, expect, it } from 'vitest';
import { groupIntoScreens, type ScreenPlacement } from './screens';

const block = (id: string, screenIndex: number | null, screenRole: 'primary' | 'attached' = 'primary'): ScreenPlacement => ({
  id,
  screenIndex,
  screenRole,
});

describe('groupIntoScreens', () => {
  it('groups a sequential phase by screen_index, in index order, authored order inside', () => {
    const result = groupIntoScreens([block('a', 1), block('b', 0), block('c', 1, 'attached'), block('d', 2)], 'sequential');
    expect(result.screens).toEqual([
      { index: 0, blockIds: ['b'] },
      { index: 1, blockIds: ['a', 'c'] },
      { index: 2, blockIds: ['d'] },
    ]);
    expect(result.gaps).toEqual([]);
  });

  it('puts a whole stacked phase on one screen in authored order', () => {
    const result = groupIntoScreens([block('a', 0), block('b', 1), block('c', 2)], 'stacked');
    expect(result.screens).toEqual([{ index: 0, blockIds: ['a', 'b', 'c'] }]);
    expect(result.distinctIndexes).toBe(3);
  });

  it('reports gaps and renumbers screens consecutively', () => {
    const result = groupIntoScreens([block('a', 0), block('b', 3)], 'sequential');
    expect(result.gaps).toEqual([3]);
    expect(result.screens.map((s) => s.index)).toEqual([0, 1]);
  });

  it.each([
    ['attached without index joins the previous screen', [block('a', 0), block('b', null, 'attached')], [['a', 'b']]],
    ['primary without index starts the next screen', [block('a', 0), block('b', null)], [['a'], ['b']]],
    ['no indexes at all pages one block per primary', [block('a', null), block('b', null, 'attached'), block('c', null)], [['a', 'b'], ['c']]],
    ['a first attached block with nothing before starts screen 0', [block('a', null, 'attached')], [['a']]],
  ])('%s', (_name, blocks, expected) => {
    expect(groupIntoScreens(blocks, 'sequential').screens.map((s) => s.blockIds)).toEqual(expected);
  });

  it('always yields one screen, even for an empty phase', () => {
    expect(groupIntoScreens([], 'sequential').screens).toEqual([{ index: 0, blockIds: [] }]);
  });
});
