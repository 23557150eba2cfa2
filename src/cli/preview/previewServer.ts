import { unwatchFile, watchFile, type Stats } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { devServiceMiddleware } from '../../dev/nodeMiddleware';
import { loadPreview, type PreviewLoad, type PreviewLoadIo, type PreviewNotice } from './loadPreview';
import type { PreviewArgs } from './previewArgs';
import { PREVIEW_ROUTES, previewPageHtml } from './previewPage';
import { PREVIEW_API } from './previewService';

/** The built files the page loads: null where the package has none (run from the sources). */
export interface PreviewAssets {
  script: string | null;
  stylesheet: string | null;
}

/** What the server reads and where it speaks: notices go to `out` (info) or `err` (problems). */
export interface PreviewServerIo extends PreviewLoadIo {
  err(text: string): void;
  assets: PreviewAssets;
}

/** A running preview. */
export interface PreviewServer {
  /** `http://127.0.0.1:<port>/`. */
  readonly url: string;
  close(): Promise<void>;
}

/** How often the files are looked at: polling survives editors that save by replacing the file. */
export const WATCH_INTERVAL_MS = 300;

const say = (notices: readonly PreviewNotice[], io: PreviewServerIo) => {
  for (const notice of notices) (notice.tone === 'info' ? io.out : io.err)(notice.text);
};

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-store' }).end(body);
}

/**
 * Serves the preview page, its script and stylesheet, the development service's routes (scoring
 * in this process) and a server-sent `reload` event each time the course or keys file changes,
 * on 127.0.0.1 only. Rejects when the port cannot be listened on.
 */
export async function startPreviewServer(args: PreviewArgs, io: PreviewServerIo, { watchIntervalMs = WATCH_INTERVAL_MS } = {}): Promise<PreviewServer> {
  let load: PreviewLoad = await loadPreview(args, io);
  say(load.notices, io);
  const watched = [args.coursePath, ...(args.keysPath === null ? [] : [args.keysPath])];
  const listeners = new Set<ServerResponse>();
  // The service of the latest load: a changed course or keys file scores from the next request on.
  const service = devServiceMiddleware({ basePath: PREVIEW_API, handle: (request) => load.service.handle(request) });

  const page = () => previewPageHtml(load, { allowHttp: args.allowHttp, watched, hasScript: io.assets.script !== null });
  const listen = (request: IncomingMessage, response: ServerResponse) => {
    // retry: a page left open over a restart of the command reconnects within a second.
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' }).write('retry: 1000\n\n');
    listeners.add(response);
    request.once('close', () => listeners.delete(response));
  };

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://preview').pathname;
    // A page of another site whose name was pointed at 127.0.0.1 (DNS rebinding) reads nothing here.
    const { port } = server.address() as AddressInfo;
    if (request.headers.host !== `127.0.0.1:${port}` && request.headers.host !== `localhost:${port}`) {
      return send(response, 403, 'text/plain', `The preview answers http://127.0.0.1:${port}/ and http://localhost:${port}/ only.`);
    }
    if (request.method === 'GET' && (path === '/' || path === '/index.html')) return send(response, 200, 'text/html', page());
    if (request.method === 'GET' && path === PREVIEW_ROUTES.events) return listen(request, response);
    const asset = path === PREVIEW_ROUTES.script ? io.assets.script : path === PREVIEW_ROUTES.stylesheet ? io.assets.stylesheet : undefined;
    if (request.method === 'GET' && asset) return send(response, 200, path.endsWith('.js') ? 'text/javascript' : 'text/css', asset);
    service(request, response, (error) => {
      if (error === undefined) return send(response, 404, 'text/plain', `Not found: ${path}`);
      io.err(`ce-course-player preview: ${request.method} ${path} failed: ${(error as Error).message}`);
      send(response, 500, 'application/json', JSON.stringify({ success: false, error: (error as Error).message }));
    });
  });

  // Changes come one after another (an editor saving both files): each reload reads both, in turn.
  let reloads = Promise.resolve();
  const reload = (path: string) => {
    reloads = reloads.then(async () => {
      io.out(`\n${path} changed: reloading the page.`);
      load = await loadPreview(args, io);
      say(load.notices, io);
      for (const listener of listeners) listener.write(`event: reload\ndata: ${path}\n\n`);
    });
  };
  const onChange = (path: string) => (now: Stats, before: Stats) => {
    if (now.mtimeMs !== before.mtimeMs || now.size !== before.size || now.ino !== before.ino) reload(path);
  };
  const watchers = watched.map((path) => ({ path, listener: onChange(path) }));
  for (const { path, listener } of watchers) watchFile(path, { interval: watchIntervalMs }, listener);
  const unwatch = () => watchers.forEach(({ path, listener }) => unwatchFile(path, listener));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(args.port, '127.0.0.1', () => resolve());
  }).catch((error: NodeJS.ErrnoException) => {
    unwatch();
    throw new Error(error.code === 'EADDRINUSE' ? `port ${args.port} is in use: pass another with --port, or --port 0 for any free one` : error.message);
  });

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    async close() {
      unwatch();
      for (const listener of listeners) listener.end();
      await reloads;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
