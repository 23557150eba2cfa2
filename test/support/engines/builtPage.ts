import { readFile } from 'node:fs/promises';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { sourceImportAliases } from '../../../scripts/source-imports.mjs';
import type { SubmitProgressBody } from '../../../src/contract';
import type { ReferenceScorer } from '../referenceScorer';

// What the node-driven browser suites that build a test page with Vite share: building it, serving
// its files and finding the server's address (./hostBuiltPage.ts puts them together).

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };

/** Answers a request for `path` with the built page's file under `outDir` (index.html for `/`), or 404; `headers` go on both. */
export async function serveBuiltFile(outDir: string, path: string, response: ServerResponse, headers: Record<string, string> = {}): Promise<void> {
  const file = normalize(decodeURIComponent(path)).replace(/^([/\\])+/, '') || 'index.html';
  try {
    const body = await readFile(join(outDir, file));
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', ...headers }).end(body);
  } catch {
    response.writeHead(404, headers).end();
  }
}

/** Starts `server` on a free local port and gives its origin. */
export async function listenLocally(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/**
 * The host of `reload-page/`'s build: GET /progress answers the scorer's completed phases for
 * `userId` (as GET /api-progress would), POST /submit hands each body to `onBody` and then to the
 * scorer, and every other path is a file of the build. `scorer` is read per request, so a suite
 * may start a fresh service per learner. A body `cut` answers true for never arrives: the
 * connection is cut as a network failure would (the same in every engine; Playwright over BiDi
 * gives a route no request body to choose by).
 */
export function sampleCourseHost(outDir: string, host: { scorer: () => ReferenceScorer; userId: string; onBody: (body: SubmitProgressBody) => void; cut?: (body: SubmitProgressBody) => Promise<boolean> }): RequestListener {
  return async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/progress') return void response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ completedPhaseIds: host.scorer().completedPhases(host.userId) }));
    if (path === '/submit') {
      const body = JSON.parse(await readBody(request)) as SubmitProgressBody;
      if (await host.cut?.(body)) return void request.socket.destroy();
      host.onBody(body);
      return void response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(host.scorer().submit(body)));
    }
    await serveBuiltFile(outDir, path, response);
  };
}

/** The whole body of a request, as text. */
export async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}

/**
 * Builds the test page at `root` into `outDir` with Vite. The in-page walker imports `vitest` and
 * `@testing-library/react`; the shims in `shims` (csp-page/) stand in for them.
 */
export async function buildTestPage(root: string, outDir: string, shims: string): Promise<void> {
  await build({
    configFile: false, root, logLevel: 'silent', plugins: [react()],
    resolve: { alias: [{ find: /^vitest$/, replacement: join(shims, 'vitest-shim.ts') }, { find: /^@testing-library\/react$/, replacement: join(shims, 'testing-library-shim.ts') }, ...sourceImportAliases(false)] },
    build: { outDir, emptyOutDir: true, target: 'es2022', minify: false, reportCompressedSize: false },
  });
}
