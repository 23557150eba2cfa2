import type { Meta, StoryObj } from '@storybook/react-vite';
import { References } from 'ce-course-player';
import { methodCourse } from '../../test/fixtures';

const meta = {
  title: 'Course/References',
  component: References,
  args: { references: methodCourse.references },
} satisfies Meta<typeof References>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
