import { createServer, type RequestListener, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { buildTestPage, listenLocally } from './builtPage';
import type { PageServer } from './enginePages';

/** Where the in-page walker's stand-ins for `vitest` and `@testing-library/react` live. */
const SHIMS = fileURLToPath(new URL('../../reliability/csp-page', import.meta.url));

/** A built test page served on a local port, for the suites of one file. */
export interface HostedPage extends PageServer {
  /** The server's origin (`http://127.0.0.1:<port>`), once the file's beforeAll has run. */
  readonly origin: string;
}

/**
 * Builds the page at `pageDir` (a test/reliability/*-page folder) with Vite into a temporary folder
 * and serves it on 127.0.0.1, port 0, with the listener `serve(outDir)` gives, for the whole file;
 * afterwards the server is closed and the build removed. Registered as the file's hooks: a suite
 * that needs something started first (a fake service) starts it in a beforeAll declared before.
 * While `cutNetwork(true)` holds, every request is dropped unanswered, as on a dead connection.
 */
export function hostBuiltPage(pageDir: string, serve: (outDir: string) => RequestListener): HostedPage {
  let outDir = '';
  let server: Server | undefined;
  let origin = '';
  let cut = false;
  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), `ce-${basename(pageDir)}-`));
    await buildTestPage(pageDir, outDir, SHIMS);
    const listener = serve(outDir);
    server = createServer((request, response) => (cut ? request.socket.destroy() : listener(request, response)));
    origin = await listenLocally(server);
  }, 180_000);
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });
  return {
    get origin() {
      return origin;
    },
    cutNetwork(cutNow) {
      cut = cutNow;
    },
  };
}
