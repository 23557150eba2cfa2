import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { ceCourseDevService } from 'ce-course-player/vite';
import course from './course.json';
import keys from './course.keys.json';

// The development service runs in Vite's process (dev and preview): it serves this course at
// /api/ce/course-content and scores /api/ce/submit-progress with its keys, which never reach the
// browser. ceCourseDevService() with no options serves the sample course instead.
export default defineConfig({
  plugins: [react(), ceCourseDevService({ course, keys })],
});
