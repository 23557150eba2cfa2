import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { FollowUpPayload } from 'ce-course-player/contract';
import { FollowUp } from 'ce-course-player';
import { methodCourse } from '../../test/fixtures';

const followUp = methodCourse.follow_up ?? null;
const recheck = followUp?.recheck ?? null;
const withKey: FollowUpPayload | null =
  followUp && recheck
    ? {
        ...followUp,
        recheck: {
          ...recheck,
          options: recheck.options.map((option) => ({ ...option, is_correct: option.label.includes('SGLT2') })),
          rationale: '<p>SGLT2 inhibitors slow eGFR decline and reduce kidney failure independent of glucose lowering.</p>',
        },
      }
    : null;
const withoutKey: FollowUpPayload | null =
  followUp && recheck ? { ...followUp, recheck: { ...recheck, options: recheck.options.map(({ id, label }) => ({ id, label })) } } : null;

const meta = {
  title: 'Course/FollowUp',
  component: FollowUp,
  args: { followUp, onFollowUpSubmit: fn() },
} satisfies Meta<typeof FollowUp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The key holds outcomes:read, so recheck options carry is_correct: answered, the feedback and rationale show. */
export const WithRecheckKey: Story = {
  args: { followUp: withKey },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'An SGLT2 inhibitor' }));
    await expect(within(canvasElement).getByText('Correct.')).toBeInTheDocument();
  },
};

/** No is_correct on the options: the answer is only recorded. */
/** Without outcomes:read the options carry no is_correct: the choice is recorded and no verdict shows. */
export const WithoutRecheckKey: Story = {
  args: { followUp: withoutKey },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'An SGLT2 inhibitor' }));
    await expect(within(canvasElement).getByRole('radio', { name: 'An SGLT2 inhibitor' })).toBeChecked();
    await expect(within(canvasElement).queryByText('Correct.')).toBeNull();
  },
};
