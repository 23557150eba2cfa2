import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { CoursePlayer, type PlayerEvent } from 'ce-course-player';
import { normalizeCourse } from 'ce-course-player/contract';
import { methodCourse, methodCourseKeys } from '../test/fixtures';
import { asOnSubmit, createReferenceScorer } from '../test/support/referenceScorer';
import { storyAsset } from './support/storyAsset';

/** The fixture's CDN media, served locally so the story shows pictures (a silent clip stands in for each video). */
const LOCAL_MEDIA: Record<string, string> = {
  'https://cdn.example.org/courses/t2d-htn/scene-exam-room-16x9.jpg': 'exam-room.svg',
  'https://cdn.example.org/courses/t2d-htn/nephron-diagram.png': 'nephron-diagram.svg',
  'https://cdn.example.org/courses/t2d-htn/avatar-egfr-dip-poster.jpg': 'presenter-portrait.svg',
  'https://cdn.example.org/courses/t2d-htn/sglt2-mechanism-poster.jpg': 'insulin-poster.svg',
  'https://cdn.example.org/courses/t2d-htn/sick-day-poster.jpg': 'insulin-poster.svg',
  'https://media.example.org/signed/t2d-htn/avatar-egfr-dip.mp4?sig=1c7e44ab&exp=4070908800': 'silence.wav',
  'https://media.example.org/signed/t2d-htn/sglt2-mechanism.mp4?sig=8f2a91c0&exp=4070908800': 'silence.wav',
};
const storyCourse: unknown = JSON.parse(JSON.stringify(methodCourse), (_key, value: unknown) =>
  typeof value === 'string' && value in LOCAL_MEDIA ? storyAsset(LOCAL_MEDIA[value]!) : value,
);

/**
 * The full sample course, playable end to end. The reference scorer stands in for the service:
 * it keeps the answer keys the payload does not carry and answers like POST /api-submit-progress.
 */
function PlayableSampleCourse({ degraded = false }: { degraded?: boolean }) {
  const onSubmit = useMemo(() => asOnSubmit(createReferenceScorer(methodCourse, methodCourseKeys)), []);
  const [events, setEvents] = useState<PlayerEvent[]>([]);
  const diagnostics = useMemo(() => normalizeCourse(methodCourse).diagnostics, []);
  return (
    <div>
      <CoursePlayer
        payload={storyCourse}
        // The local media is served on http://localhost.
        allowHttp
        userId="5f0c9a8e-3b1d-4e7a-9c2f-1a2b3c4d5e6f"
        onSubmit={onSubmit}
        degraded={degraded}
        onEvent={(event) => setEvents((list) => [...list.slice(-7), event])}
      />
      <details style={{ marginBlockStart: '2rem' }}>
        <summary>Host view: normalize diagnostics ({diagnostics.length}) and the last player events</summary>
        <pre>{JSON.stringify({ diagnostics, events }, null, 2)}</pre>
      </details>
    </div>
  );
}

const meta = {
  title: 'Sample course',
  component: PlayableSampleCourse,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PlayableSampleCourse>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every component kind, both spellings, gated blocks, stacked and sequential phases. */
export const Playable: Story = {};

/** The same course with every kind forced to its degraded, accessible fallback. */
export const PlayableDegraded: Story = { args: { degraded: true } };
