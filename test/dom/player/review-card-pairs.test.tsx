import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { memoryStorage } from '../../support/memoryStorage';
import { renderPlayer } from '../../support/renderPlayer';
import { loadPersistenceCode } from '../../support/persistenceCode';

// What persistence does once its code is here (persistence-loading.test.tsx: before it is).
beforeAll(loadPersistenceCode);

/** The review and the printable record say which cards the learner paired, in words. */

const payload = {
  contract_version: '2026-09-03', course_id: 'c-pairs', organization_id: 'org-1', name: 'Kidney labs', format: 'method',
  phases: [
    {
      id: 'quiz', title: 'Assessment', type: 'assessment', required: true, order: 0, display_mode: 'sequential', screen_count: 2,
      components: [
        {
          id: 'terms', type: 'card_flip', reveal_after: null, screen_index: 0, screen_role: 'primary', prompt: 'Match each abbreviation with its meaning.',
          cards: [
            { id: 'c-uacr', content: 'UACR' }, { id: 'c-uacr-name', content: 'Urine albumin-to-creatinine ratio' },
            { id: 'c-egfr', content: 'eGFR' }, { id: 'c-egfr-name', content: 'Estimated glomerular filtration rate' },
          ],
        },
        { id: 'm1', type: 'mcq', reveal_after: null, screen_index: 1, screen_role: 'primary', questions: [{ id: 'q1', question: 'Target BP?', options: ['<130/80', '<150/90'] }] },
      ],
    },
    { id: 'end', title: 'End', type: 'content', required: true, order: 1, display_mode: 'sequential', screen_count: 1, components: [{ id: 'bye', type: 'html', screen_index: 0, content: '<p>Bye</p>' }] },
  ],
};

/** The learner paired both cards and answered the question, and is on the phase's last screen. */
const paired = () =>
  memoryStorage({
    'cep:c-pairs:user-1': JSON.stringify({
      version: 1,
      state: {
        position: { phaseId: 'quiz', screenIndex: 1 },
        answers: {
          terms: { type: 'pairs', pairs: [['c-uacr', 'c-uacr-name'], ['c-egfr-name', 'c-egfr']] },
          m1: { type: 'selections', byQuestion: { q1: '<130/80' } },
        },
        revealed: {}, completed: {}, results: {}, rationales: {}, clock: { spentMs: {}, running: null }, courseComplete: false,
      },
    }),
  });

const passed = async () => ({ success: true, contract_version: '2026-09-03', data: { score: 100, passed: true, all_phases_complete: false, rationales: [] } });
const reviewRows = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem').map((row) => row.textContent);

describe('the review of card pairs', () => {
  it('names each pair the learner made, in the review and in the printable record', async () => {
    const view = renderPlayer({ payload, persistence: { key: 'cep', storage: paired() }, onSubmit: passed });
    await view.user.click(screen.getByRole('button', { name: 'Review answers' }));
    expect(reviewRows('Review your answers: Assessment')).toEqual([
      'Match each abbreviation with its meaning.Your answer: UACR with Urine albumin-to-creatinine ratio; Estimated glomerular filtration rate with eGFRChange',
      'Target BP?Your answer: <130/80Change',
    ]);

    await view.user.click(screen.getByRole('button', { name: 'Submit answers' }));
    await view.user.click(await screen.findByRole('button', { name: 'Continue' }));
    await view.user.click(await screen.findByRole('button', { name: 'Finish course' }));
    const record = await screen.findByRole('region', { name: 'Assessment' });
    expect(within(record).getByText('Your answer: UACR with Urine albumin-to-creatinine ratio; Estimated glomerular filtration rate with eGFR')).toBeTruthy();
  });

  it('joins the pairs with the Spanish table’s word', async () => {
    const { default: es } = await import('../../../src/locales/es');
    const view = renderPlayer({ payload, persistence: { key: 'cep', storage: paired() }, strings: es, locale: 'es' });
    await view.user.click(screen.getByRole('button', { name: 'Revisar respuestas' }));
    expect(reviewRows('Revisa tus respuestas: Assessment')[0]).toBe(
      'Match each abbreviation with its meaning.Tu respuesta: UACR con Urine albumin-to-creatinine ratio; Estimated glomerular filtration rate con eGFRCambiar',
    );
  });
});
