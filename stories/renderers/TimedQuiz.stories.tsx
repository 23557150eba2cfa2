import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockStory } from '../support/BlockStory';

const component = {
  id: 'timed', type: 'timed-quiz',
  questions: [
    { id: 'tq-metformin', question: 'Metformin should be stopped below which eGFR (mL/min/1.73 m²)?', options: ['60', '45', '30', '15'], timeLimit: 30 },
    { id: 'tq-sglt2', question: 'Which adverse effect matters most when starting an SGLT2 inhibitor?', options: ['Genital mycotic infection', 'Hypoglycemia when used alone', 'Weight gain'], timeLimit: 20 },
  ],
};
const answer = { type: 'timed' as const, byQuestion: { 'tq-metformin': 2, 'tq-sglt2': 1 } };

const meta = { title: 'Renderers/TimedQuiz', component: BlockStory, args: { component } } satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first unanswered question's countdown runs; it is advice only and never locks an answer. */
export const Default: Story = {};
export const Answered: Story = { args: { answer } };
export const WithRationale: Story = {
  args: {
    answer, status: 'review',
    rationales: {
      'tq-metformin': { questionId: 'tq-metformin', correct: true, text: null, html: '<p>Contraindicated below an eGFR of <strong>30</strong>.</p>' },
      'tq-sglt2': { questionId: 'tq-sglt2', correct: false, text: 'Genital mycotic infections are the most common adverse effect.', html: null },
    },
  },
};
export const Review: Story = { args: { answer, status: 'review' } };
/** Native radios, no countdown. */
export const Degraded: Story = { args: { degraded: true } };
