import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockStory } from '../support/BlockStory';

const component = {
  id: 'goal', type: 'form-input',
  label: 'Write one specific, measurable goal you would agree on with Mr. Hill',
  input_type: 'textarea', placeholder: 'For example: check home blood pressure three mornings a week', required: true,
};
const answer = { type: 'value' as const, value: 'Walk 20 minutes after dinner five days a week.' };

const meta = { title: 'Renderers/FormInput', component: BlockStory, args: { component } } satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Answered: Story = { args: { answer } };
export const WithRationale: Story = {
  args: { answer, status: 'review', rationales: { goal: { questionId: 'goal', correct: null, text: 'Specific and measurable.', html: null } } },
};
export const Review: Story = { args: { answer, status: 'review' } };
/** The same native field: nothing to degrade. */
export const Degraded: Story = { args: { degraded: true } };
/** A required number field. */
export const NumberField: Story = { args: { component: { id: 'weight', type: 'form_input', label: 'Target weight loss (kg)', input_type: 'number', required: true } } };
