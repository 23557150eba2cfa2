import { render, waitFor } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultRegistry, type BlockKind } from '../../../src';
import { CANONICAL_KINDS } from '../../../src/entries/contract';
import { expectAccessible } from '../../support/expectAccessible';
import { storiesOf } from '../../support/storyList';

const modules = import.meta.glob<Record<string, unknown>>(['../../../stories/player/*.stories.tsx', '../../../stories/renderers/*.stories.tsx', '../../../stories/SampleCourse.stories.tsx'], { eager: true });

const stories = storiesOf(modules);

/** Kinds that still render the "not supported yet" notice; each needs its own issue. */
const NOT_YET_RENDERED: ReadonlySet<BlockKind> = new Set<BlockKind>([]);

describe('player and renderer stories', () => {
  it.each(stories)('%s renders and passes axe', async (_name, Story) => {
    const { container } = render(<Story />);
    await waitFor(() => expect(container.querySelector('.method-player')).not.toBeNull());
    expect(container.textContent?.length).toBeGreaterThan(0);
    await expectAccessible(container);
  });

  it('covers the player states the issue lists', () => {
    const names = stories.map(([name]) => name);
    for (const state of ['AtStart', 'MidPhase', 'GatedBefore', 'GatedAfter', 'LockedPhase', 'SubmissionPending', 'SubmitFailed', 'Completed']) {
      expect(names).toContain(`player/CoursePlayer.stories.tsx/${state}`);
    }
    expect(names[0]).toBeDefined();
  });

  it('gives every canonical kind a registry entry and a story, except the ones named as not yet rendered', () => {
    const storyText = readdirSync(resolve(__dirname, '../../../stories/renderers'))
      .map((file) => readFileSync(resolve(__dirname, '../../../stories/renderers', file), 'utf8'))
      .join('\n');
    const missing = CANONICAL_KINDS.filter((kind) => !NOT_YET_RENDERED.has(kind)).filter((kind) => {
      const spelled = [kind, kind.replace(/-/g, '_')];
      return !defaultRegistry.get(kind) || !spelled.some((s) => storyText.includes(`type: '${s}'`) || storyText.includes(`type: "${s}"`));
    });
    expect(missing).toEqual([]);
    for (const kind of NOT_YET_RENDERED) expect(defaultRegistry.get(kind)).toBeUndefined();
  });
});
