import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockStory } from '../support/BlockStory';

const component = {
  id: 'cards', type: 'card-flip',
  prompt: 'Pair each drug with its class.',
  cards: [
    { id: 'card-k', content: 'SGLT2 inhibitor' }, { id: 'card-p', content: 'Lisinopril' }, { id: 'card-d', content: 'Dapagliflozin' },
    { id: 'card-a', content: 'ACE inhibitor' },
  ],
};
const answer = { type: 'pairs' as const, pairs: [['card-k', 'card-d'], ['card-p', 'card-a']] as Array<[string, string]> };

const meta = { title: 'Renderers/CardFlip', component: BlockStory, args: { component } } satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choose a card, then another: the two become a pair. */
export const Default: Story = {};
export const Answered: Story = { args: { answer } };
/** Card-flip rationales are keyed by pair names the learner never sees: every one given is shown. */
export const WithRationale: Story = {
  args: {
    answer, status: 'review',
    rationales: {
      'pair-dapagliflozin': { questionId: 'pair-dapagliflozin', correct: true, text: 'Dapagliflozin is an SGLT2 inhibitor.', html: null },
      'pair-lisinopril': { questionId: 'pair-lisinopril', correct: true, text: null, html: '<p>Lisinopril is an <strong>ACE inhibitor</strong>.</p>' },
    },
  },
};
export const Review: Story = { args: { answer, status: 'review' } };
/** Spec 2.8 rule 7: a term/definition list with a "pairs with" select per card. */
export const Degraded: Story = { args: { degraded: true } };
