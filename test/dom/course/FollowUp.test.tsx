import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FollowUpPayload } from '../../../src/contract/course';
import { FollowUp } from '../../../src/course/FollowUp';
import { methodCourse } from '../../fixtures';
import { expectAccessible } from '../../support/expectAccessible';

const followUp = methodCourse.follow_up!;
const keyed: FollowUpPayload = {
  ...followUp,
  recheck: {
    ...followUp.recheck!,
    options: followUp.recheck!.options.map((option) => ({ ...option, is_correct: option.id === 'rc-sglt2-b' })),
    rationale: '<p>SGLT2 inhibitors slow eGFR decline.</p>',
  },
};

// jsdom has no CSS.escape; user-event needs it to walk radio groups with the arrow keys.
if (typeof globalThis.CSS?.escape !== 'function') {
  Object.assign(globalThis, { CSS: { ...globalThis.CSS, escape: (value: string) => value.replace(/[^A-Za-z0-9_-]/g, (char) => `\\${char}`) } });
}

const group = (name: RegExp | string) => screen.getByRole('group', { name });

describe('FollowUp', () => {
  it('renders labelled groups with required markers', async () => {
    const { container } = render(<FollowUp followUp={followUp} onFollowUpSubmit={() => {}} />);
    expect(screen.getByRole('form', { name: 'Follow-up: Beyond Metformin' })).toBeTruthy();
    expect(within(group(/Which change will you commit to/)).getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: 'Anything else you will change (optional)' })).toBeTruthy();
    expect(group(/Have you implemented/).textContent).toContain('(required)');
    expect(group(/Which of these have you done/).textContent).not.toContain('(required)');
    expect(within(group(/How confident are you now/)).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByText('From 1 = Not at all confident to 5 = Very confident')).toBeTruthy();
    expect(within(group('What might keep you from making this change?')).getAllByRole('checkbox')).toHaveLength(4);
    expect(within(group(/eGFR of 40/)).getAllByRole('radio')).toHaveLength(3);
    await expectAccessible(container);
  });

  it('blocks submission until required items are answered, with messages and focus on the first', async () => {
    const user = userEvent.setup();
    const onFollowUpSubmit = vi.fn();
    const { container } = render(<FollowUp followUp={followUp} onFollowUpSubmit={onFollowUpSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Submit follow-up' }));
    expect(onFollowUpSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('2 questions need an answer.');
    expect(screen.getAllByText('Answer this question to continue.')).toHaveLength(2);
    const firstRadio = within(group(/Have you implemented/)).getAllByRole('radio')[0]!;
    expect(document.activeElement).toBe(firstRadio);
    expect(firstRadio.getAttribute('aria-invalid')).toBe('true');
    expect(group(/Have you implemented/).getAttribute('data-invalid')).toBe('true');
    await expectAccessible(container);
  });

  it('is keyboard operable end to end and emits the documented answer shape', async () => {
    const user = userEvent.setup();
    const onFollowUpSubmit = vi.fn();
    render(<FollowUp followUp={followUp} onFollowUpSubmit={onFollowUpSubmit} />);
    // Commitment: tab to the first checkbox, skip to the third, check it with Space.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: /Order a UACR/ }));
    await user.tab();
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard('Bring a cuff');
    // Survey single: Tab into the radio group, arrows move and select.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Yes, fully' }));
    await user.keyboard('{ArrowDown}');
    // Multi: first checkbox.
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    // Scale: into the radio row, then to 4.
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    // Text.
    await user.tab();
    await user.keyboard('Mrs. L started dapagliflozin.');
    // Barriers: second one.
    await user.tab();
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    // Recheck: Tab lands on its first radio, the arrow chooses the second option.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'A DPP-4 inhibitor' }));
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Submit follow-up' }));
    await user.keyboard('{Enter}');
    expect(onFollowUpSubmit).toHaveBeenCalledTimes(1);
    expect(onFollowUpSubmit).toHaveBeenCalledWith({
      commitment: { optionIds: ['cm-home-bp'], freeText: 'Bring a cuff' },
      survey: {
        'sv-implemented': { type: 'single', optionId: 'sv-implemented-partly' },
        'sv-actions': { type: 'multi', optionIds: ['sv-actions-uacr'] },
        'sv-confidence': { type: 'scale', value: 4 },
        'sv-story': { type: 'text', text: 'Mrs. L started dapagliflozin.' },
      },
      barrierIds: ['br-time'],
      recheck: { questionId: 'rc-sglt2', optionId: 'rc-sglt2-b', isCorrect: null },
    });
    expect(screen.getByText('Thank you. Your follow-up was submitted.')).toBeTruthy();
  });

  it('without is_correct only records the recheck answer', async () => {
    const user = userEvent.setup();
    render(<FollowUp followUp={followUp} />);
    await user.click(screen.getByRole('radio', { name: 'A sulfonylurea' }));
    expect(screen.getByText('Answer recorded.')).toBeTruthy();
    expect(screen.queryByText('Correct.')).toBeNull();
    expect(screen.queryByText('Not quite.')).toBeNull();
  });

  it('with is_correct shows feedback and the rationale after answering', async () => {
    const user = userEvent.setup();
    const { container } = render(<FollowUp followUp={keyed} />);
    expect(screen.queryByText('Not quite.')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'A sulfonylurea' }));
    expect(screen.getByText('Not quite.').parentElement?.getAttribute('data-correct')).toBe('false');
    await user.click(screen.getByRole('radio', { name: 'An SGLT2 inhibitor' }));
    expect(screen.getByText('Correct.').parentElement?.getAttribute('data-correct')).toBe('true');
    expect(screen.getByText('SGLT2 inhibitors slow eGFR decline.')).toBeTruthy();
    await expectAccessible(container);
  });

  it('marks the form busy while an async submit runs and reports failure', async () => {
    const user = userEvent.setup();
    let reject: (reason: unknown) => void = () => {};
    const onFollowUpSubmit = vi.fn(() => new Promise((_resolve, fail) => (reject = fail)));
    render(<FollowUp followUp={{ ...followUp, survey: { items: [], barriers: [] } }} onFollowUpSubmit={onFollowUpSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Submit follow-up' }));
    const busy = screen.getByRole('button', { name: 'Submitting…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    reject(new Error('offline'));
    expect(await screen.findByText('Your follow-up could not be submitted. Please try again.')).toBeTruthy();
  });

  it('shows a notice for an unknown survey item type instead of dropping it', () => {
    render(<FollowUp followUp={{ ...followUp, survey: { items: [{ id: 'x', prompt: 'Rate by hologram', type: 'hologram' as never, required: true }], barriers: [] } }} />);
    expect(screen.getByText(/Rate by hologram: This question type cannot be shown here./)).toBeTruthy();
  });
});
