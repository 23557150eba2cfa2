import { describe, expect, it } from 'vitest';
import { seriesProgress } from './seriesProgress';

const series = {
  series_id: 's1',
  name: 'Heart failure',
  position: 2,
  total: 4,
  // Delivered out of order on purpose: position decides.
  modules: [
    { course_id: 'c3', title: 'Three', status: 'available', position: 3 },
    { course_id: 'c1', title: 'One', status: 'available', position: 1 },
    { course_id: 'c2', title: 'Two', status: 'available', position: 2 },
    { course_id: 'c4', title: 'Four', status: 'available', position: 4 },
  ],
  sequential_gating_enforced: false,
};

const statuses = (completed: string[], current: string | null) =>
  seriesProgress(series, completed, current).modules.map((module) => `${module.courseId}:${module.status}`);

describe('seriesProgress', () => {
  it.each([
    [[], 'c1', ['c1:current', 'c2:locked', 'c3:locked', 'c4:locked']],
    [['c1'], 'c2', ['c1:complete', 'c2:current', 'c3:locked', 'c4:locked']],
    [['c1', 'c2', 'c3', 'c4'], 'c4', ['c1:complete', 'c2:complete', 'c3:complete', 'c4:complete']],
    [['c1', 'c3'], 'c2', ['c1:complete', 'c2:current', 'c3:complete', 'c4:locked']],
    [[], 'c3', ['c1:available', 'c2:locked', 'c3:locked', 'c4:locked']],
    [['c1'], null, ['c1:complete', 'c2:available', 'c3:locked', 'c4:locked']],
  ])('completed %j, current %s', (completed, current, expected) => {
    expect(statuses(completed, current)).toEqual(expected);
  });

  it('names the first incomplete earlier module as the reason', () => {
    const view = seriesProgress(series, ['c1'], 'c2');
    expect(view.modules[3]?.blockedBy).toEqual({ title: 'Two', position: 2 });
    expect(view.previous?.courseId).toBe('c1');
    expect(view.next?.courseId).toBe('c3');
    expect(view.current?.courseId).toBe('c2');
  });

  it.each([null, undefined, {}, 'x', { modules: 'x' }, { modules: [null, 1, { title: 'no id' }] }])('reads %j as an empty series', (input) => {
    const view = seriesProgress(input, undefined, undefined);
    expect(view.modules).toEqual([]);
    expect(view.current).toBeNull();
  });

  it('drops duplicate module ids', () => {
    const view = seriesProgress({ modules: [{ course_id: 'a', position: 1 }, { course_id: 'a', position: 2 }] }, [], 'a');
    expect(view.modules).toHaveLength(1);
  });
});
