import type { DevService } from './devService';

/** The parts of Node's `IncomingMessage` the middleware reads (typed here so a host needs no Node types). */
export interface DevServiceNodeRequest extends AsyncIterable<Uint8Array | string> {
  method?: string | undefined;
  url?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

/** The parts of Node's `ServerResponse` the middleware writes. */
export interface DevServiceNodeResponse {
  statusCode: number;
  setHeader(name: string, value: string): unknown;
  end(body?: Uint8Array | string): unknown;
}

/** A Connect middleware, as Vite's dev and preview servers (and Node's own `http` server) take it. */
export type DevServiceMiddleware = (req: DevServiceNodeRequest, res: DevServiceNodeResponse, next: (error?: unknown) => void) => void;

/**
 * The development service's Fetch API handler over Node's request and response: what the Vite
 * plugin and `ce-course-player preview` both serve it with. A path outside the service's, or one
 * it does not answer, goes to `next`.
 */
export function devServiceMiddleware(service: Pick<DevService, 'basePath' | 'handle'>): DevServiceMiddleware {
  return (req, res, next) => {
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
}
