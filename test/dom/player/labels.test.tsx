import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoursePlayer, type StringsOverride } from '../../../src';
import { expectAccessible } from '../../support/expectAccessible';

const component = (id: string, type: string, extra: Record<string, unknown>) => ({
  id, type, reveal_after: null, screen_index: 0, screen_role: 'primary', ...extra,
});

/** One screen holding a drag-drop-match, a timed quiz and a confidence check, before a second screen. */
function labelsPayload() {
  return {
    contract_version: '2026-09-03',
    course_id: 'labels-course',
    organization_id: 'org-1',
    name: 'Labels',
    format: 'method',
    total_phases: 1,
    learning_objectives: [],
    accreditation: null,
    available_certificate_types: [],
    activity_details: {},
    references: [],
    series: null,
    phases: [
      {
        id: 'practice', title: 'Practice', type: 'content', required: true, order: 0,
        display_mode: 'sequential', screen_count: 2,
        components: [
          component('match', 'drag-drop-match', {
            prompt: 'Match each finding to its next step',
            sourceItems: [{ id: 'k', label: 'Low potassium' }, { id: 'r', label: 'Raised renin' }],
            targetItems: [{ id: 'aldo', label: 'Check aldosterone' }, { id: 'renal', label: 'Image the kidneys' }],
          }),
          component('timed', 'timed-quiz', {
            questions: [
              { id: 't1', question: 'First-line add-on?', options: ['Spironolactone', 'Doxazosin'], timeLimit: 60 },
              { id: 't2', question: 'Target blood pressure?', options: ['<130/80', '<150/90'], timeLimit: 90 },
            ],
          }),
          component('sure', 'confidence-check', { statement: 'How sure are you?', min: 1, max: 5 }),
          { ...component('later', 'html', { content: '<p>Next screen.</p>' }), screen_index: 1 },
        ],
      },
    ],
  };
}

const labels: StringsOverride = {
  player: { continueLabel: 'Continuer' },
  renderers: {
    matchSourcesHeading: 'Constats',
    notMatched: 'Pas encore associé',
    notAnsweredYet: 'Pas encore répondu',
    timeLimitLeft: (seconds) => `Temps restant : ${seconds} s`,
    timeLimit: (seconds) => `Temps limite : ${seconds} s`,
  },
};

describe('CoursePlayer labels', () => {
  it('shows the host labels, for the player and the kind renderers alike, instead of the English defaults', async () => {
    const { container } = render(<CoursePlayer payload={labelsPayload()} userId="u" onSubmit={async () => ({})} strings={labels} />);

    expect(screen.getByRole('button', { name: 'Continuer' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();

    // drag-drop-match: the items heading and each unmatched row
    expect(screen.getByText('Constats')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Constats' })).toBeTruthy();
    expect(screen.getAllByText('Pas encore associé')).toHaveLength(2);
    expect(screen.queryByText('Findings')).toBeNull();
    expect(screen.queryByText('Not matched yet')).toBeNull();

    // timed quiz: the running question's countdown and the next question's time limit
    expect(screen.getAllByRole('timer').map((timer) => timer.textContent)).toEqual(['Temps restant : 60 s', 'Temps limite : 90 s']);
    expect(screen.queryByText(/Time l/)).toBeNull();

    // confidence check: the unanswered hint and the slider's spoken value
    expect(screen.getByText('Pas encore répondu')).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'How sure are you?' }).getAttribute('aria-valuetext')).toBe('Pas encore répondu');
    expect(screen.queryByText('Not answered yet')).toBeNull();
    await expectAccessible(container);
  });
});
