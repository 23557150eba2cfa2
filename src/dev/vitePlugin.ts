import { createDevService, type DevServiceOptions } from './devService';

/** The parts of Node's `IncomingMessage` the plugin reads (typed here so a host needs no Node types). */
export interface DevServiceNodeRequest extends AsyncIterable<Uint8Array | string> {
  method?: string | undefined;
  url?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

/** The parts of Node's `ServerResponse` the plugin writes. */
export interface DevServiceNodeResponse {
  statusCode: number;
  setHeader(name: string, value: string): unknown;
  end(body?: Uint8Array | string): unknown;
}

/** A Connect middleware, as Vite's dev and preview servers take it. */
export type DevServiceMiddleware = (req: DevServiceNodeRequest, res: DevServiceNodeResponse, next: (error?: unknown) => void) => void;

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
  const service = createDevService(options);
  const middleware: DevServiceMiddleware = (req, res, next) => {
    const host = String(req.headers.host ?? 'localhost');
    const url = new URL(req.url ?? '/', `http://${host}`);
    const method = req.method ?? 'GET';
    if ((method !== 'GET' && method !== 'POST') || !url.pathname.startsWith(`${service.basePath}/`)) return next();
    void (async () => {
      let body: string | undefined;
      if (method === 'POST') {
        const decoder = new TextDecoder();
        body = '';
        for await (const chunk of req) body += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
        body += decoder.decode();
      }
      const response = await service.handle(new Request(url, { method, body }));
      if (!response) return next();
      res.statusCode = response.status;
      response.headers.forEach((value, name) => void res.setHeader(name, value));
      res.end(new Uint8Array(await response.arrayBuffer()));
    })().catch(next);
  };
  return {
    name: 'ce-course-dev-service',
    configureServer: (server) => void server.middlewares.use(middleware),
    configurePreviewServer: (server) => void server.middlewares.use(middleware),
  };
}

export type { DevServiceOptions } from './devService';
