import type { Meta, StoryObj } from '@storybook/react-vite';
import { Debrief } from 'ce-course-player';
import { DebriefReadout } from 'ce-course-player';
import { methodCourse } from '../../test/fixtures';

const readout = methodCourse.phases.find((phase) => phase.debrief_readout)?.debrief_readout;
const readoutArgs = {
  readout,
  preAnswers: { 'm-sglt2': { label: 'A sulfonylurea', correct: false }, 'm-bp-target': { label: 'Below 140/90 mm Hg', correct: false } },
  postAnswers: { 'm-sglt2': { label: 'An SGLT2 inhibitor', correct: true }, 'm-bp-target': { label: 'Below 130/80 mm Hg', correct: true } },
  baseline: methodCourse.confidence_baseline,
  baselineValue: 2,
  laterConfidence: 4,
};

const meta = {
  title: 'Course/Debrief',
  component: Debrief,
  args: { debrief: methodCourse.debrief },
} satisfies Meta<typeof Debrief>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The readout before the learner submits the matched post-assessment items. */
export const ReadoutBeforeSubmit: Story = {
  render: () => <DebriefReadout {...readoutArgs} submitted={false} />,
};

export const ReadoutAfterSubmit: Story = {
  render: () => <DebriefReadout {...readoutArgs} submitted />,
};
