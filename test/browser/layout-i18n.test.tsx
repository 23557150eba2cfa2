import '../../styles/method.css';
import type { ComponentType, ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { pseudoHebrew, stretchedStrings } from '../../.storybook/pseudoLocales';
import { MethodStrings, type Strings } from '../../src';
import { act, mount } from '../support/mount';
import { blockingAxeViolations } from '../support/storyAxe';
import { layoutFindings, type LayoutCheck } from '../support/layoutFindings';
import { storiesOf } from '../support/storyList';

/**
 * Every story again, translated: right to left in pseudo-Hebrew (the Storybook "Right to left"
 * toolbar), and with every word 60% longer, as German runs, at the narrowest width. The same checks
 * as layout.test.tsx, so a mirrored or stretched story breaks the same way an English one would.
 */
const modules = import.meta.glob<Record<string, unknown>>(['../../stories/**/*.stories.tsx'], { eager: true });

const stories = storiesOf(modules);

const checks: readonly LayoutCheck[] = ['page overflow', 'overlapping controls', 'clipped text', 'collapsed media', 'small tap target'];

const modes: readonly { name: string; width: number; wrap: (story: ReactNode) => ReactNode }[] = [
  { name: 'right to left', width: 320, wrap: (story) => <div dir="rtl"><MethodStrings value={pseudoHebrew}>{story}</MethodStrings></div> },
  { name: 'right to left', width: 1280, wrap: (story) => <div dir="rtl"><MethodStrings value={pseudoHebrew}>{story}</MethodStrings></div> },
  { name: 'German-length strings', width: 320, wrap: (story) => <MethodStrings value={stretchedStrings}>{story}</MethodStrings> },
];

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

describe.each(modes)('every story, $name, at $width px', ({ name, width, wrap }) => {
  const found = new Map<LayoutCheck, string[]>(checks.map((check) => [check, []]));

  beforeAll(async () => {
    await page.viewport(width, 900);
    for (const [story, Story] of stories) {
      const { container, unmount } = await mount(wrap(<Story />));
      await act(nextFrame);
      for (const finding of layoutFindings(container)) found.get(finding.check)?.push(`${story}, ${name}, at ${width}px: ${finding.detail}`);
      await unmount();
    }
  }, 240_000);

  afterAll(async () => {
    await page.viewport(1280, 900);
  });

  it.each(checks)('%s: none', (check) => {
    expect(found.get(check)).toEqual([]);
  });
});

describe('every story right to left, in pseudo-Hebrew', () => {
  it.each(stories)('%s has no axe violation of any impact', async (_name, Story) => {
    const { container, unmount } = await mount(<div dir="rtl"><MethodStrings value={pseudoHebrew}><Story /></MethodStrings></div>);
    const blocking = await blockingAxeViolations(container);
    await unmount();
    expect(blocking).toEqual([]);
  });
});

describe('the test tables', () => {
  const leaves = (table: Strings) => Object.values(table.player).filter((value): value is string => typeof value === 'string');

  it('stretch every word by at least half and write every letter in Hebrew', () => {
    expect(leaves(pseudoHebrew).filter((text) => /[a-z]/i.test(text))).toEqual([]);
    expect(stretchedStrings.player.continueLabel).toBe('Continueconti');
    expect(stretchedStrings.player.screenPosition(2, 5)).toBe('Screenscre 2 of 5');
  });
});
