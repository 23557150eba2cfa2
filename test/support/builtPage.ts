import { readFile } from 'node:fs/promises';
import type { Server, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';

// What the Chromium suites that build a test page with Vite share: serving its files and finding
// the server's address (reload, CSP, two devices).

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
