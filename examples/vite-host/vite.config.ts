import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fakeService } from './fakeService';

export default defineConfig({
  plugins: [react(), fakeService()],
});
