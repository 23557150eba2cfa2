import '../../styles/method.css';
import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import * as CardFlip from '../../stories/renderers/CardFlip.stories';
import * as Choice from '../../stories/renderers/Choice.stories';
import * as DragDropMatch from '../../stories/renderers/DragDropMatch.stories';
import * as Grouping from '../../stories/renderers/Grouping.stories';
import * as ImageHotspot from '../../stories/renderers/ImageHotspot.stories';
import * as Mcq from '../../stories/renderers/Mcq.stories';
import * as TimedQuiz from '../../stories/renderers/TimedQuiz.stories';
import * as PlayerFlow from '../../stories/player/PlayerFlow.stories';
import { act, mount } from '../support/mount';
import { loadPersistenceCode } from '../support/persistenceCode';

// The stories' loader, which a composed story rendered as a component does not run.
beforeAll(loadPersistenceCode);

/**
 * Correctness never by colour alone (WCAG 1.4.1, docs/accessibility-conformance.md): wherever a verdict shows, in the light and the dark
 * token sets, it carries its word and a mark, and its border is the success or danger colour that
 * agrees with the word (never the other one, never a neutral one).
 */
type Themed = ComponentType<{ theme?: 'light' | 'dark' }>;
const story = (module: Parameters<typeof composeStories>[0], name: string) => (composeStories(module) as Record<string, unknown>)[name] as Themed;

const withRationale: ReadonlyArray<readonly [string, Themed]> = [
  ['mcq', story(Mcq, 'WithRationale')],
  ['choice', story(Choice, 'WithRationale')],
  ['timed-quiz', story(TimedQuiz, 'WithRationale')],
  ['card-flip', story(CardFlip, 'WithRationale')],
  ['image-hotspot', story(ImageHotspot, 'WithRationale')],
  ['drag-drop-match', story(DragDropMatch, 'WithRationale')],
  ['grouping', story(Grouping, 'WithRationale')],
  ['player result feedback', story(PlayerFlow, 'ResultFeedback')],
];

const VERDICTS = '.method-rationale[data-correct], .method-dnd__row[data-correct], .method-feedback__item[data-correct]';

/** The computed colour of a token in this root's theme. */
function tokenColour(root: Element, token: string): string {
  const probe = document.createElement('span');
  probe.style.color = `var(${token})`;
  root.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

/** The verdict's word: the rationale's lead-in, or the result feedback's verdict line. */
const wordOf = (verdict: Element) => verdict.querySelector('.method-rationale > p:first-child > strong, .method-feedback__verdict strong');

/** What a sighted learner gets besides colour: the word, and a mark drawn before it or written beside it. */
function markOf(verdict: Element): string {
  const word = wordOf(verdict);
  const drawn = word ? getComputedStyle(word, '::before').content : 'none';
  const written = verdict.querySelector('.method-feedback__verdict [aria-hidden="true"]')?.textContent ?? '';
  return `${drawn === 'none' ? '' : drawn}${written}`;
}

const borderColour = (element: Element) => {
  const style = getComputedStyle(element);
  return style.direction === 'rtl' ? style.borderRightColor : style.borderLeftColor;
};

describe.each(['light', 'dark'] as const)('verdicts in the %s theme', (theme) => {
  it.each(withRationale)('%s: each verdict has its word, its mark and the border colour of that word', async (_kind, Story) => {
    const { container, unmount } = await mount(<Story theme={theme} />);
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    const root = container.querySelector('.method-player')!;
    expect(root.getAttribute('data-theme')).toBe(theme);
    const success = tokenColour(root, '--method-color-success');
    const danger = tokenColour(root, '--method-color-danger');
    const verdicts = [...container.querySelectorAll(VERDICTS)].map((verdict) => {
      const correct = verdict.getAttribute('data-correct') === 'true';
      return {
        correct,
        word: wordOf(verdict)?.textContent?.trim() === (correct ? 'Correct' : 'Incorrect'),
        mark: markOf(verdict).includes(correct ? '✓' : '✗'),
        border: borderColour(verdict) === (correct ? success : danger),
      };
    });
    await unmount();
    expect(success).not.toBe(danger);
    expect(verdicts.length).toBeGreaterThan(0);
    expect(verdicts).toEqual(verdicts.map(({ correct }) => ({ correct, word: true, mark: true, border: true })));
  });
});
