import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DebriefReadout } from '../../../src/course/DebriefReadout';
import es from '../../../src/locales/es';
import { methodCourse } from '../../fixtures';
import { renderPlayer } from '../../support/renderPlayer';

/**
 * A word shown in brackets is one phrase of the strings table, brackets included: a language that
 * writes "— bloqueada —" or 「完了」 gets what its translator wrote, not "(" + word + ")".
 */
describe('bracketed words come whole from the strings table', () => {
  it('a locked and a completed phase in the progress header', () => {
    renderPlayer({
      strings: { player: { phaseLockedNote: (blocking: string) => `— bloqueada hasta «${blocking}» —`, phaseCompletedNote: '[hecha]' } },
      initialProgress: { completedPhaseIds: ['intro'], currentPhaseId: 'learn' },
    });
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByText('Assessment').closest('li')!.textContent).toBe('Assessment — bloqueada hasta «Work-up» —');
    expect(within(nav).getByRole('button', { name: /Meet the patient/ }).textContent).toBe('Meet the patient [hecha]');
  });

  it('the Spanish table words them in Spanish', () => {
    renderPlayer({ strings: es });
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByText('Assessment').closest('li')!.textContent).toBe(`Assessment ${es.player.phaseLockedNote('Meet the patient')}`);
    expect(es.player.phaseLockedNote('X')).toBe('(Bloqueada). Completa primero «X».');
  });

  it('a right and a wrong answer in the before-and-after readout', () => {
    const readout = methodCourse.phases.find((phase) => phase.debrief_readout)?.debrief_readout;
    render(
      <DebriefReadout
        readout={readout}
        preAnswers={{ 'm-sglt2': { label: 'A sulfonylurea', correct: false } }}
        postAnswers={{ 'm-sglt2': { label: 'An SGLT2 inhibitor', correct: true } }}
        strings={{ course: { readoutCorrect: '✓ bien', readoutIncorrect: '✗ mal' } }}
        submitted
      />,
    );
    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(row.textContent).toBe('Choosing kidney-protective therapyA sulfonylurea ✗ malAn SGLT2 inhibitor ✓ bien');
  });
});
