import type { Meta, StoryObj } from '@storybook/react-vite';
import { LandingPage } from 'ce-course-player';
import { catalogEnvelope, methodCourse } from '../../test/fixtures';

const meta = {
  title: 'Course/LandingPage',
  component: LandingPage,
  args: {
    title: methodCourse.name,
    description: methodCourse.description,
    landingPage: methodCourse.landing_page,
    learningObjectives: methodCourse.learning_objectives,
    accreditation: methodCourse.accreditation,
    creditDesignations: methodCourse.credit_designations,
    faculty: catalogEnvelope.data?.[0]?.overview.faculty,
    now: new Date('2027-01-15T12:00:00Z'),
  },
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The same course the day after its expiration date. */
export const Expired: Story = { args: { now: new Date('2027-09-01T00:00:00Z') } };
