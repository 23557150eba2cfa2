import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CreditClaimForm } from 'ce-course-player';
import { claimableCredits } from 'ce-course-player/contract';

const physician = { credit_type: 'AMA PRA Category 1 Credit™', credit_type_slug: 'ama-pra-1', credit_hours: 1.5, profession: 'physician' };
const pharmacy = { credit_type: 'ACPE Contact Hours', credit_type_slug: 'acpe', credit_hours: 1.5, profession: 'pharmacist' };
const moc = { credit_type: 'ABIM MOC Points', credit_type_slug: 'abim-moc', credit_hours: 1, profession: 'physician' };

const meta = {
  title: 'Course/CreditClaimForm',
  component: CreditClaimForm,
  args: { courseId: 'course-1', credits: claimableCredits([physician, pharmacy, moc]), spentMs: 74 * 60_000, onClaim: fn() },
} satisfies Meta<typeof CreditClaimForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every profession the course designates; hours suggested from 74 minutes of visible time. */
export const Default: Story = {};

/** A physician: hours and the attestation only. */
export const Physician: Story = { args: { credits: claimableCredits([physician]) } };

/** A pharmacist: the NABP e-Profile ID and birth date (MMDD) for CPE Monitor. */
export const Pharmacist: Story = { args: { credits: claimableCredits([pharmacy]) } };

/** ABIM MOC: the ABIM ID and consent to report. */
export const Moc: Story = { args: { credits: claimableCredits([moc]) } };

/** The host could not record the claim: an error, and what was typed is kept. */
export const ClaimError: Story = {
  args: { credits: claimableCredits([physician]), onClaim: fn(() => Promise.reject(new Error('LMS unavailable'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /I claim only/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Claim credit' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your claim was not recorded.');
  },
};
