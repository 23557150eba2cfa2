import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { BlockStory } from '../support/BlockStory';

const component = {
  id: 'sort', type: 'grouping',
  prompt: 'Sort each agent by its main evidence-based benefit.',
  groups: [{ id: 'grp-cardiorenal', label: 'Proven kidney and heart protection' }, { id: 'grp-glycemic', label: 'Glucose lowering only' }],
  items: [{ id: 'item-glipizide', label: 'Glipizide' }, { id: 'item-dapagliflozin', label: 'Dapagliflozin' }, { id: 'item-sitagliptin', label: 'Sitagliptin' }],
};
const answer = { type: 'placements' as const, byItem: { 'item-glipizide': 'grp-glycemic', 'item-dapagliflozin': 'grp-cardiorenal', 'item-sitagliptin': 'grp-cardiorenal' } };

const meta = { title: 'Renderers/Grouping', component: BlockStory, args: { component } } satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Answered: Story = { args: { answer } };
/** Tap (or click) an item and it waits, pressed, for a place: every place is then one big button. One item is already placed. */
export const Picked: Story = {
  args: { answer: { type: 'placements' as const, byItem: { 'item-glipizide': 'grp-glycemic' } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dapagliflozin' }));
  },
};
export const WithRationale: Story = {
  args: {
    answer, status: 'review',
    rationales: {
      'item-dapagliflozin': { questionId: 'item-dapagliflozin', correct: true, text: 'Dapagliflozin reduced kidney and cardiovascular outcomes.', html: null },
      'item-sitagliptin': { questionId: 'item-sitagliptin', correct: false, text: 'DPP-4 inhibitors are cardiovascular-neutral.', html: null },
    },
  },
};
export const Review: Story = { args: { answer, status: 'review' } };
/** A dropdown of groups per item. */
export const Degraded: Story = { args: { degraded: true } };
