import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockStory } from '../support/BlockStory';

const component = {
  id: 'reflect', type: 'reflection',
  prompt: 'Think of a patient with diabetes and albuminuria. What has kept them off an SGLT2 inhibitor so far?',
  placeholder: 'Cost, prior authorization, concern about infections…',
};
const answer = { type: 'value' as const, value: 'Prior authorization took three weeks.' };

const meta = { title: 'Renderers/Reflection', component: BlockStory, args: { component } } satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Answered: Story = { args: { answer } };
export const WithRationale: Story = {
  args: { answer, status: 'review', rationales: { reflect: { questionId: 'reflect', correct: null, text: 'Thank you for reflecting.', html: null } } },
};
export const Review: Story = { args: { answer, status: 'review' } };
/** The same native text area: nothing to degrade. */
export const Degraded: Story = { args: { degraded: true } };
