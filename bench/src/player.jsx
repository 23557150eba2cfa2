// Ours: <CoursePlayer> (the built library) on the same screen, as a course payload.
import { N, RADIO, installClickProbe, rootEl, watchReady } from './harness.js';
import 'ce-course-player/styles.css';
import { CoursePlayer } from 'ce-course-player';
import { createRoot } from 'react-dom/client';
import { makePayload } from './questions.js';

// Never called: nothing is submitted in the bench.
const onSubmit = async () => ({ success: true, data: {} });

watchReady(() => rootEl.querySelectorAll(RADIO).length >= 4 * N);
installClickProbe();
createRoot(rootEl).render(<CoursePlayer payload={makePayload(N)} userId="bench-user" onSubmit={onSubmit} />);
