import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Builds the hosted page into dist/, which server.mjs serves on your origin. The course and its
// keys are not imported here: the page gets the course from the backend, the keys never leave it.
export default defineConfig({
  plugins: [react()],
});
