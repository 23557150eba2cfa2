import { within } from '@testing-library/react';
import { expect } from 'vitest';
import type { Course } from '../../src/model/types';
import { selectVisibleBlockIds } from '../../src/store/selectors';
import type { PlayerState } from '../../src/store/types';

/**
 * After a reload, the screen shows the answers `progress` holds: each shown question's choice is
 * still chosen and a reflection keeps its text. Shared by the reload soaks (sync and async storage).
 */
export function expectAnswersShown(course: Course, region: HTMLElement, progress: PlayerState, where: string): void {
  for (const id of selectVisibleBlockIds(course, progress)) {
    const answer = progress.answers[id];
    const element = region.querySelector<HTMLElement>(`.method-block[data-block-id="${id}"]`);
    expect(element, `${where}: block ${id} shown`).not.toBeNull();
    if (answer?.type === 'selections' && ['mcq', 'choice', 'question'].includes(course.blocks[id]?.kind ?? '')) {
      expect(element!.querySelectorAll('input[type="radio"]:checked').length, `${where}: ${id} choices`).toBe(Object.keys(answer.byQuestion).length);
    }
    if (answer?.type === 'value' && typeof answer.value === 'string' && course.blocks[id]?.kind === 'reflection') {
      expect(within(element!).getByRole('textbox'), `${where}: ${id} text`).toHaveProperty('value', answer.value);
    }
  }
}
