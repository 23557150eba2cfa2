import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Disclosure } from 'ce-course-player';
import { methodCourse } from '../../test/fixtures';

const meta = {
  title: 'Course/Disclosure',
  component: Disclosure,
  args: { accreditation: methodCourse.accreditation, onContinue: fn() },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the player shows before the first content of an accredited activity (ACCME Standards 5 and 6). */
export const Default: Story = {};

/** A payload without disclosures or commercial support: each part says so. */
export const NotProvided: Story = {
  args: { accreditation: methodCourse.accreditation ? { ...methodCourse.accreditation, disclosure_summary: '', commercial_support: '' } : null },
};
