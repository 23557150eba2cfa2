// A realistic course: the sample course (src/dev/sample-course.json), opened on its
// "content" phase (earlier phases reported complete, as GET /api-progress would), whose first
// screens need no answer to move on. run.mjs presses Continue / Back and times the screen change.
import { rootEl, watchReady } from './harness.js';
import 'ce-course-player/styles.css';
import { CoursePlayer } from 'ce-course-player';
import { createRoot } from 'react-dom/client';
import course from '../../src/dev/sample-course.json';
import { installScreenProbe } from './screenProbe.js';

const PHASE = 'ph-content';
const before = [...course.phases].sort((a, b) => a.order - b.order).filter((p) => p.order < course.phases.find((q) => q.id === PHASE).order);
const onSubmit = async () => ({ success: true, data: {} });

watchReady(() => rootEl.querySelector('.method-screen__heading') !== null && rootEl.querySelector('.method-actions') !== null);
installScreenProbe();
createRoot(rootEl).render(
  <CoursePlayer payload={course} userId="bench-user" onSubmit={onSubmit} initialProgress={{ completedPhaseIds: before.map((p) => p.id), currentPhaseId: PHASE }} />,
);
