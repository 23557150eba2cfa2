// The few HTTP helpers server.mjs and backend.mjs share (node:http, no framework).
import { extname } from 'node:path';

const MAX_BODY_BYTES = 1_000_000;
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.xml': 'application/xml; charset=utf-8', '.svg': 'image/svg+xml', '.json': 'application/json' };

/** An answer with this status and message, thrown from a route (handle() sends it). */
export class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

export const sendJson = (response, status, body) => response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify(body));

/** Sends `bytes` as the file `name` (its extension gives the type), or a 404 when there is none. */
export function sendFile(response, name, bytes, headers = {}) {
  if (!name || !bytes) return sendJson(response, 404, { error: 'Not found.' });
  response.writeHead(200, { 'Content-Type': TYPES[extname(name)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache', ...headers }).end(bytes);
}

/** The body as text; a 413 past 1 MB. */
export async function readBody(request) {
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'The body is too large.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A JSON object from the body; a 400 for anything else. */
export async function readJsonObject(request) {
  let body;
  try {
    body = JSON.parse(await readBody(request));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'The body is not JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'The body must be a JSON object.');
  return body;
}

/** A request handler from a route function given the decoded path: an HttpError becomes its status, anything else a 500 (and a line on stderr). */
export const handle = (route) => async (request, response) => {
  try {
    const { pathname } = new URL(request.url ?? '/', 'http://x');
    await route(request, response, decodeURIComponent(pathname));
  } catch (error) {
    const status = error instanceof HttpError ? error.status : error instanceof URIError ? 400 : 500;
    if (status === 500) console.error(error);
    if (!response.headersSent) sendJson(response, status, { error: status === 500 ? 'Something went wrong on the server.' : error.message });
    else response.destroy();
  }
};
