import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPlayer } from '../../support/renderPlayer';

const payload = {
  contract_version: '2026-09-03', course_id: 'c-cards', organization_id: 'org-1', name: 'Cards', format: 'method',
  phases: [{
    id: 'match', title: 'Match the drugs', type: 'assessment', required: true, order: 0, display_mode: 'sequential', screen_count: 1,
    components: [{
      id: 'cards', type: 'card-flip', reveal_after: null, screen_index: 0, screen_role: 'primary', prompt: 'Match each drug with its class.',
      cards: [{ id: 'k', content: 'SGLT2 inhibitor' }, { id: 'p', content: 'Lisinopril' }, { id: 'd', content: 'Dapagliflozin' }, { id: 'a', content: 'ACE inhibitor' }],
    }],
  }],
};

describe('degraded card-flip pairing (WCAG 3.2.2 On Input)', () => {
  it('pairs nothing while the select changes, pairs on the Pair button, and posts exactly those pairs', async () => {
    const { user, bodies, onSubmit } = renderPlayer({ payload, degraded: true });
    const select = screen.getByRole('combobox', { name: 'SGLT2 inhibitor pairs with' });
    // A keyboard user arrowing through a closed select commits each option reached in Chromium.
    await user.selectOptions(select, 'Lisinopril');
    await user.selectOptions(select, 'Dapagliflozin');
    expect(screen.getByText('No pairs yet.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Lisinopril pairs with' })).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Pair SGLT2 inhibitor with the chosen card' }));
    const pairs = screen.getByText('Your pairs').parentElement as HTMLElement;
    expect(within(pairs).getByText('SGLT2 inhibitor')).toBeTruthy();
    expect(within(pairs).getByText('Dapagliflozin')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'SGLT2 inhibitor pairs with' })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Lisinopril pairs with' }), 'ACE inhibitor');
    await user.click(screen.getByRole('button', { name: 'Pair Lisinopril with the chosen card' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.matched_pairs).toEqual([{ card1_id: 'k', card2_id: 'd' }, { card1_id: 'p', card2_id: 'a' }]);
  });

  it('does nothing when Pair is pressed with no card chosen', async () => {
    const { user } = renderPlayer({ payload, degraded: true });
    await user.click(screen.getByRole('button', { name: 'Pair SGLT2 inhibitor with the chosen card' }));
    expect(screen.getByText('No pairs yet.')).toBeTruthy();
  });
});
