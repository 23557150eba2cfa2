import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockStory } from '../support/BlockStory';

const component = {
  id: 'eval', type: 'evaluation',
  questions: [
    { id: 'ev-overall', question: 'Overall, how would you rate this activity?', type: 'single-select', required: true, options: ['Excellent', 'Good', 'Fair', 'Poor'] },
    { id: 'ev-bias', question: 'Was the content free of commercial bias?', type: 'yes-no', required: true },
    { id: 'ev-confidence', question: 'How confident are you now in starting an SGLT2 inhibitor?', type: 'slider', required: true, min: 0, max: 10, step: 1, minLabel: 'Not confident', maxLabel: 'Fully confident' },
    { id: 'ev-changes', question: 'Which changes do you plan to make?', type: 'multi-select', required: false, options: ['Screen UACR annually', 'Use home blood pressure readings'] },
  ],
};
const answer = { type: 'selections' as const, byQuestion: { 'ev-overall': 'Good', 'ev-bias': 'yes', 'ev-confidence': '8', 'ev-changes': 'Screen UACR annually|Use home blood pressure readings' } };

const meta = { title: 'Renderers/Evaluation', component: BlockStory, args: { component } } satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Answered: Story = { args: { answer } };
/** Evaluation answers are not scored; a rationale, if any came back, would be keyed by the block id. */
export const WithRationale: Story = {
  args: { answer, status: 'review', rationales: { eval: { questionId: 'eval', correct: null, text: 'Thank you for your feedback.', html: null } } },
};
export const Review: Story = { args: { answer, status: 'review' } };
/** Native radios, a radio scale for the slider, native checkboxes. */
export const Degraded: Story = { args: { degraded: true } };
