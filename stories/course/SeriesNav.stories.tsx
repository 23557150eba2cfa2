import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SeriesNav } from 'ce-course-player';
import { seriesModule } from '../../test/fixtures';

const series = seriesModule.series;
const ids = (series?.modules ?? []).map((module) => module.course_id);

const meta = {
  title: 'Course/SeriesNav',
  component: SeriesNav,
  args: { series, onSelectModule: fn() },
} satisfies Meta<typeof SeriesNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstModule: Story = { args: { completedModuleIds: [], currentCourseId: ids[0] } };

/** Module 2 is open, module 1 done: modules 3 and 4 stay locked until 2 is complete. */
export const MiddleLocked: Story = { args: { completedModuleIds: ids.slice(0, 1), currentCourseId: ids[1] } };

export const AllComplete: Story = { args: { completedModuleIds: ids, currentCourseId: ids[3] } };
