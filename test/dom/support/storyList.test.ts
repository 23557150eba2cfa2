import { describe, expect, it } from 'vitest';
import { storiesOf } from '../../support/storyList';
import * as imageStories from '../../../stories/renderers/Image.stories';

/**
 * The suites that run a check over every story (axe, layout, screenshots) fail when their glob
 * finds nothing, or finds a file without a story: a moved folder must not turn them green.
 */
describe('storiesOf', () => {
  it('lists each story of each module by file and name', () => {
    const stories = storiesOf({ '../../stories/renderers/Image.stories.tsx': imageStories });
    expect(stories.length).toBeGreaterThan(0);
    expect(stories.map(([name]) => name)).toContain('renderers/Image.stories.tsx/Default');
  });

  it('fails when the glob found no story file', () => {
    expect(() => storiesOf({})).toThrow('no stories found: the glob matched no story file');
  });

  it('fails when a story file has no story', () => {
    expect(() => storiesOf({ '../../stories/Empty.stories.tsx': { default: { title: 'Empty' } } })).toThrow('Empty.stories.tsx has no story');
  });
});
