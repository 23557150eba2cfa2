import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PLAYER_COURSE_ID } from '../../support/playerCourse';
import { memoryStorage } from '../../support/memoryStorage';
import { renderPlayer } from '../../support/renderPlayer';
import { defaultStrings as strings, en } from '../../../src/strings/en';
import { loadPersistenceCode } from '../../support/persistenceCode';

// What persistence does once its code is here (persistence-loading.test.tsx: before it is).
beforeAll(loadPersistenceCode);

/**
 * A learner who finished and comes back (a reload, another device) sees the completion view with
 * their certificate, not phase 1; the course can still be reviewed on request (docs/assumptions.md, the completed marker).
 */
const marker = {
  state: {
    position: null, answers: {}, revealed: {}, rationales: {},
    completed: { intro: true, learn: true, quiz: true, done: true },
    results: { quiz: { score: 100, passed: true, allPhasesComplete: false, rationaleIds: [] } },
    clock: { spentMs: {}, running: null }, courseComplete: true,
  },
  version: 1,
};
const certificate = <p>Your certificate is ready.</p>;

describe('a finished course stays finished', () => {
  it('after a reload: the completion view and the certificate, and review on request', async () => {
    const storage = memoryStorage({ [`cep:${PLAYER_COURSE_ID}:user-1`]: JSON.stringify(marker) });
    const { user } = renderPlayer({ persistence: { key: 'cep', storage }, certificate });
    expect(screen.getByRole('heading', { level: 2, name: strings.courseComplete })).toBeTruthy();
    expect(screen.getByText('Your certificate is ready.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: en.player.reviewCourseLabel }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Meet the patient' })).toBeTruthy();
  });

  it('on another device, when GET /api-progress says the course is complete', () => {
    renderPlayer({ initialProgress: { completedPhaseIds: ['intro', 'learn', 'quiz', 'done'], courseComplete: true }, certificate });
    expect(screen.getByRole('heading', { level: 2, name: strings.courseComplete })).toBeTruthy();
    expect(screen.getByText('Your certificate is ready.')).toBeTruthy();
  });
});
