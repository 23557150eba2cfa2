import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockStory } from '../support/BlockStory';

const component = { id: 'gut', type: 'choice', question: 'Is this resistant hypertension?', options: [{ id: 'yes', label: 'Yes' }, { id: 'no', label: 'No' }] };
const answer = { type: 'selections' as const, byQuestion: { gut: 'yes' } };

const meta = { title: 'Renderers/Choice', component: BlockStory, args: { component } } satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Answered: Story = { args: { answer } };
export const WithRationale: Story = { args: { answer, status: 'review', rationales: { gut: { questionId: 'gut', correct: true, text: 'Three agents at full dose, one a diuretic.', html: null } } } };
export const Review: Story = { args: { answer, status: 'review' } };
export const Degraded: Story = { args: { degraded: true, answer } };
/** The `question` kind uses the same renderer. */
export const Question: Story = { args: { component: { ...component, id: 'q', type: 'question', question: 'What next?' } } };
