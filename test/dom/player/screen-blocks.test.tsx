import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CoursePlayer } from '../../../src';
import { GROUP_SIZE } from '../../../src/logic/blockGroups';

/** One screen: an ungraded choice, a block it reveals, then `prose` html blocks. */
function payload(prose: number) {
  return {
    contract_version: '2026-09-03',
    course_id: '1c9e6f0a-3b2d-4e5f-8a7b-6c5d4e3f2a1b',
    organization_id: 'org-1',
    name: 'Large screen',
    format: 'method',
    total_phases: 1,
    phases: [
      {
        id: 'content', title: 'Cases', type: 'content', required: true, order: 0, display_mode: 'sequential', screen_count: 1,
        components: [
          {
            id: 'anchor', type: 'choice', reveal_after: null, screen_index: 0, screen_role: 'primary',
            question: 'Seen this before?', options: [{ id: 'yes', label: 'Yes' }, { id: 'no', label: 'No' }], reveals_on_answer: true, graded: false,
          },
          { id: 'revealed', type: 'html', reveal_after: 'anchor', screen_index: 0, screen_role: 'attached', content: '<p>Revealed note</p>' },
          ...Array.from({ length: prose }, (_, i) => ({
            id: `case-${i + 2}`, type: 'html', reveal_after: null, screen_index: 0, screen_role: 'attached', content: `<p>Case at place ${i + 2}</p>`,
          })),
        ],
      },
    ],
  };
}

const blockAt = (place: number) => document.querySelector(`[data-block-id="case-${place}"]`);

describe('a screen with more blocks than one render group', () => {
  it('shows every block in order, in one plain box per group of visible blocks', () => {
    render(<CoursePlayer payload={payload(2 * GROUP_SIZE)} userId="u" onSubmit={async () => ({})} />);
    const shown = [...document.querySelectorAll('.method-screen > .method-block-group > .method-block')].map((element) => element.getAttribute('data-block-id'));
    expect(shown).toEqual(['anchor', ...Array.from({ length: 2 * GROUP_SIZE }, (_, i) => `case-${i + 2}`)]);
    // Places 0-63, 64-127 and 128-129 (the hidden revealed block is place 1): three boxes, no role of their own.
    const groups = [...document.querySelectorAll('.method-screen > .method-block-group')];
    expect(groups.map((group) => group.children.length)).toEqual([GROUP_SIZE - 1, GROUP_SIZE, 2]);
    expect(groups.every((group) => group.tagName === 'DIV' && group.attributes.length === 1)).toBe(true);
    expect(screen.getByText(`Case at place ${2 * GROUP_SIZE + 1}`)).toBeTruthy();
  });

  it('keeps the blocks after a revealed one mounted, across the group boundary, when the reveal shows it', async () => {
    const user = userEvent.setup();
    render(<CoursePlayer payload={payload(2 * GROUP_SIZE)} userId="u" onSubmit={async () => ({})} />);
    expect(screen.queryByText('Revealed note')).toBeNull();
    // The block at the first place of the second group is 63rd visible now, the 64th after the reveal.
    const beforeReveal = [GROUP_SIZE - 1, GROUP_SIZE, GROUP_SIZE + 1].map(blockAt);
    expect(beforeReveal.every(Boolean)).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(await screen.findByText('Revealed note')).toBeTruthy();
    const afterReveal = [GROUP_SIZE - 1, GROUP_SIZE, GROUP_SIZE + 1].map(blockAt);
    afterReveal.forEach((element, index) => expect(element, `place ${GROUP_SIZE - 1 + index}`).toBe(beforeReveal[index]));
    expect(document.querySelectorAll('.method-screen > .method-block-group > .method-block')).toHaveLength(2 * GROUP_SIZE + 2);
  });
});

describe('a screen of one render group or fewer', () => {
  it('puts its blocks straight in the screen, with no box around them', () => {
    render(<CoursePlayer payload={payload(GROUP_SIZE - 2)} userId="u" onSubmit={async () => ({})} />);
    expect(document.querySelectorAll('.method-block-group')).toHaveLength(0);
    expect(document.querySelectorAll('.method-screen > .method-block')).toHaveLength(GROUP_SIZE - 1);
  });
});
