import { createDevService, type DevServiceOptions } from './devService';
import { devServiceMiddleware, type DevServiceMiddleware } from './nodeMiddleware';

/** The server Vite hands `configureServer` and `configurePreviewServer` (the part the plugin uses). */
export interface DevServiceViteServer {
  middlewares: { use(middleware: DevServiceMiddleware): unknown };
}

/** A Vite plugin object: put it in `plugins` in `vite.config.ts`. */
export interface CeCourseDevServicePlugin {
  name: string;
  configureServer(server: DevServiceViteServer): void;
  configurePreviewServer(server: DevServiceViteServer): void;
}

/**
 * A Vite plugin that runs the development service (`createDevService` of
 * `ce-course-player/dev-service`) in the dev server's process, and in `vite preview`'s: by default
 * `GET /api/ce/course-content` answers the sample course and `POST /api/ce/submit-progress` scores
 * a submission with its answer keys, which stay in Node and never reach the browser.
 *
 * For development only: your own backend takes its place in production (docs/backend.md).
 *
 * @example
 * // vite.config.ts
 * import react from '@vitejs/plugin-react';
 * import { defineConfig } from 'vite';
 * import { ceCourseDevService } from 'ce-course-player/vite';
 *
 * export default defineConfig({ plugins: [react(), ceCourseDevService()] });
 */
export function ceCourseDevService(options: DevServiceOptions = {}): CeCourseDevServicePlugin {
  const middleware = devServiceMiddleware(createDevService(options));
  return {
    name: 'ce-course-dev-service',
    configureServer: (server) => void server.middlewares.use(middleware),
    configurePreviewServer: (server) => void server.middlewares.use(middleware),
  };
}

export type { DevServiceOptions } from './devService';
export type { DevServiceMiddleware, DevServiceNodeRequest, DevServiceNodeResponse } from './nodeMiddleware';
