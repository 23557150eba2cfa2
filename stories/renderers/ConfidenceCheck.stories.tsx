import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockStory } from '../support/BlockStory';

const component = {
  id: 'confidence', type: 'confidence-check',
  statement: 'How confident are you in choosing therapy that protects the kidneys and heart of a patient like Mr. Hill?',
  min: 1, max: 5, minLabel: 'Not at all confident', maxLabel: 'Very confident',
  helperText: 'This is not graded. We will ask again at the end.',
};
const answer = { type: 'value' as const, value: 4 };

const meta = { title: 'Renderers/ConfidenceCheck', component: BlockStory, args: { component } } satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Unanswered: the thumb rests mid-scale and nothing is posted until the learner moves it. */
export const Default: Story = {};
export const Answered: Story = { args: { answer } };
export const WithRationale: Story = {
  args: { answer, status: 'review', rationales: { confidence: { questionId: 'confidence', correct: null, text: 'Compare with your rating at the end.', html: null } } },
};
export const Review: Story = { args: { answer, status: 'review' } };
/** Spec 2.8 rule 4: a radio scale over the whole numbers min..max. */
export const Degraded: Story = { args: { degraded: true } };
