import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the delivery service on 127.0.0.1 (real sockets, port 0). Routes answer with
 * envelopes, raw text, cut-off bodies or silence, and every request is recorded for assertions.
 */
export const CONTRACT_VERSION = '2026-09-03';
export const TEST_API_KEY = 'cbapi_test_key';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  body: string;
}

interface ReplyHead {
  status?: number;
  headers?: Record<string, string>;
}

export type FakeReply =
  | (ReplyHead & { json: unknown })
  | (ReplyHead & { text: string | Uint8Array })
  /** Declares `declaredLength`, sends only `truncate`, then drops the socket. */
  | (ReplyHead & { truncate: string; declaredLength: number })
  /** No Content-Length: sends `closeEarly` and ends the connection, as a crashed proxy would. */
  | (ReplyHead & { closeEarly: string })
  /** Never answers, or answers headers and never finishes the body. */
  | { hang: 'headers' | 'body' };

export type FakeHandler = FakeReply | FakeReply[] | ((request: RecordedRequest) => FakeReply);

export interface FakeService {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Answer `METHOD /path`; an array answers in turn and then repeats its last reply. */
  route(key: string, handler: FakeHandler): void;
  close(): Promise<void>;
}

export function ok(data: unknown, extra: Record<string, unknown> = {}) {
  return { success: true, contract_version: CONTRACT_VERSION, data, error: null, ...extra };
}

export function failure(errorCode: string | undefined, extra: Record<string, unknown> = {}) {
  return { success: false, contract_version: CONTRACT_VERSION, error: 'prose that must not be routed on', error_code: errorCode, ...extra };
}

function send(response: http.ServerResponse, reply: FakeReply): void {
  if ('hang' in reply) {
    if (reply.hang === 'body') {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '100' });
      response.write('{"success":');
    }
    return;
  }
  const headers = { 'Content-Type': 'application/json', ...reply.headers };
  const status = reply.status ?? 200;
  if ('truncate' in reply) {
    response.writeHead(status, { ...headers, 'Content-Length': String(reply.declaredLength) });
    response.write(reply.truncate, () => response.socket?.destroy());
  } else if ('closeEarly' in reply) {
    // Written by hand: Node would frame the body (chunked), and a close-delimited body is the point.
    const head = Object.entries({ ...headers, Connection: 'close' }).map(([name, value]) => `${name}: ${value}\r\n`);
    response.socket?.end(`HTTP/1.1 ${status} Status\r\n${head.join('')}\r\n${reply.closeEarly}`);
  } else {
    const body = 'json' in reply ? JSON.stringify(reply.json) : reply.text;
    response.writeHead(status, headers).end(body);
  }
}

export async function startFakeService(options: { apiKey?: string } = {}): Promise<FakeService> {
  const routes = new Map<string, { handler: FakeHandler; calls: number }>();
  const requests: RecordedRequest[] = [];
  const server = http.createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const recorded: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const keyed = options.apiKey && recorded.path !== '/get-subscription-plans';
      if (keyed && incoming.headers.authorization !== `Bearer ${options.apiKey}`) {
        return send(response, { status: 401, json: failure('invalid_api_key') });
      }
      const route = routes.get(`${recorded.method} ${recorded.path}`);
      if (!route) return send(response, { status: 404, json: failure(undefined, { error: 'no such route' }) });
      const { handler } = route;
      route.calls += 1;
      if (typeof handler === 'function') return send(response, handler(recorded));
      if (!Array.isArray(handler)) return send(response, handler);
      const reply = handler[Math.min(route.calls, handler.length) - 1];
      if (reply) send(response, reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    route: (key, handler) => routes.set(key, { handler, calls: 0 }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
