import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../stories/tools/Playground.stories';
import { expectAccessible } from '../../support/expectAccessible';

const { Playground } = composeStories(stories);

const broken = JSON.stringify({
  course_id: 'c', name: 'Broken', contract_version: '2026-09-03',
  phases: [{ id: 'p1', title: 'Quiz', type: 'post-assessment', order: 0, screen_count: 1, components: [
    { id: 'q', type: 'mcq', screen_index: 0, questions: [{ id: 'q1', question: 'Which?', options: ['A', { note: 'no label' }] }] },
    { id: 'g', type: 'html', content: '<p>Why</p>', screen_index: 0, reveal_after: 'nowhere' },
  ] }],
});

describe('the payload playground story', () => {
  it('shows the player beside the diagnostics, each linked to the block it names', async () => {
    const { container } = render(<Playground />);
    await waitFor(() => expect(container.querySelector('.method-player')).not.toBeNull());
    const diagnostics = screen.getByRole('list', { name: 'Diagnostics' });
    expect(within(diagnostics).getByText(/component type "holo-deck" is not known/)).toBeTruthy();
    await expectAccessible(container);

    const field = screen.getByLabelText('Course payload (JSON): paste, or drop a file here');
    fireEvent.change(field, { target: { value: broken } });
    await screen.findByText('Broken', { selector: '.method-player__title' });
    const option = within(diagnostics).getByText(/option has no readable label/).closest('li')!;
    expect(within(option).getByRole('link', { name: 'block q' }).getAttribute('href')).toBe('#playground-block-q');
    const gate = within(diagnostics).getByText(/reveal_after "nowhere" names no component/).closest('li')!;
    expect(within(gate).getByRole('link', { name: 'block g' }).getAttribute('href')).toBe('#playground-block-g');
    expect(container.querySelector('#playground-block-g')?.textContent).toMatch(/^g: html, phase "Quiz", screen 1/);
  });

  it('says when the text is not JSON, and reads a dropped file', async () => {
    const user = userEvent.setup();
    const { container } = render(<Playground />);
    const field = screen.getByLabelText('Course payload (JSON): paste, or drop a file here');
    fireEvent.change(field, { target: { value: '{ "phases": [' } });
    expect(screen.getByRole('alert').textContent).toMatch(/^Not JSON: /);
    await user.upload(screen.getByLabelText('Or open a payload file'), new File([broken], 'broken.json', { type: 'application/json' }));
    await screen.findByText('Broken', { selector: '.method-player__title' });
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(container.querySelector('.method-player')).not.toBeNull());
  });
});
