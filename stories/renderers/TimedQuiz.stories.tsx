import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { QuestionClocks } from 'ce-course-player';
import { BlockStory, type BlockStoryProps } from '../support/BlockStory';

const component = {
  id: 'timed', type: 'timed-quiz',
  questions: [
    { id: 'tq-metformin', question: 'Metformin should be stopped below which eGFR (mL/min/1.73 m²)?', options: ['60', '45', '30', '15'], timeLimit: 30 },
    { id: 'tq-sglt2', question: 'Which adverse effect matters most when starting an SGLT2 inhibitor?', options: ['Genital mycotic infection', 'Hypoglycemia when used alone', 'Weight gain'], timeLimit: 20 },
  ],
};
const answer = { type: 'timed' as const, byQuestion: { 'tq-metformin': 2, 'tq-sglt2': 1 } };

/** The quiz with its clocks set `secondsAgo` before it shows (read once, when it mounts). */
function WithClocks({ clocks, ...props }: BlockStoryProps & { clocks: (now: number) => QuestionClocks['spans'] }) {
  const [spans, setSpans] = useState(() => clocks(Date.now()));
  return <BlockStory {...props} questionClocks={{ spans, update: setSpans }} />;
}

const meta = { title: 'Renderers/TimedQuiz', component: BlockStory, args: { component } } satisfies Meta<typeof BlockStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first question's time runs; the second shows its limit until its turn. */
export const Default: Story = {};
/** Ten seconds into a 30-second question: the warning is given and "More time" is offered. */
export const Warning: Story = {
  render: (args) => <WithClocks {...args} clocks={(now) => ({ 'tq-metformin': { startedAt: now - 10_000, stoppedAt: null } })} />,
};
/** The first question ran out unanswered: it is locked and the second one runs. */
export const TimeUp: Story = {
  render: (args) => (
    <WithClocks
      {...args}
      clocks={(now) => ({ 'tq-metformin': { startedAt: now - 31_000, stoppedAt: null, expiredAt: now - 1_000 }, 'tq-sglt2': { startedAt: now - 1_000, stoppedAt: null } })}
    />
  ),
};
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
/** `timeLimits="advisory"` (an accommodation): suggested times only; nothing ever locks. */
export const Advisory: Story = { args: { timeLimits: 'advisory' } };
/** Native radios; the same deadlines, warning and "More time" as the Renderer. */
export const Degraded: Story = { args: { degraded: true } };
