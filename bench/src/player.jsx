// Ours: <CoursePlayer> (the built library) on the same screen, as a course payload.
import { N, PROSE, installClickProbe, rootEl, watchReady } from './harness.js';
import 'ce-course-player/styles.css';
import { CoursePlayer } from 'ce-course-player';
import { createRoot } from 'react-dom/client';
import { isScreenIn, makePayload } from './questions.js';

// Never called: nothing is submitted in the bench.
const onSubmit = async () => ({ success: true, data: {} });

watchReady(() => isScreenIn(rootEl, N));
installClickProbe();
createRoot(rootEl).render(<CoursePlayer payload={makePayload(N, PROSE)} userId="bench-user" onSubmit={onSubmit} />);
