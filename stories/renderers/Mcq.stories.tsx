import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockStory } from '../support/BlockStory';

const component = {
  id: 'mcq', type: 'mcq',
  questions: [
    { id: 'q1', type: 'multiple-choice', question: 'Which add-on lowers resistant BP most?', options: ['Spironolactone', 'Doxazosin', 'Bisoprolol'] },
    { id: 'q2', type: 'multiple-choice', question: 'Which target applies?', options: ['<130/80', '<150/90'] },
  ],
};
const answer = { type: 'selections' as const, byQuestion: { q1: 'Doxazosin', q2: '<130/80' } };

const meta = { title: 'Renderers/Mcq', component: BlockStory, args: { component } } satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Answered: Story = { args: { answer } };
export const WithRationale: Story = {
  args: {
    answer, status: 'review',
    rationales: {
      q1: { questionId: 'q1', correct: false, text: 'PATHWAY-2 favoured spironolactone.', html: null },
      q2: { questionId: 'q2', correct: true, text: null, html: '<p>Guidelines target <em>below 130/80</em>.</p>' },
    },
  },
};
export const Review: Story = { args: { answer, status: 'review' } };
export const Degraded: Story = { args: { degraded: true } };
