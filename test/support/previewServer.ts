import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { onTestFinished } from 'vitest';
import type { PreviewPageConfig } from '../../src/cli/preview/pageConfig';
import type { PreviewArgs } from '../../src/cli/preview/previewArgs';
import { startPreviewServer } from '../../src/cli/preview/previewServer';

const root = resolve(__dirname, '../..');
/** The sample course and its keys as files hold them. */
export const SAMPLE_COURSE_TEXT = readFileSync(resolve(root, 'src/dev/sample-course.json'), 'utf8');
export const SAMPLE_KEYS_TEXT = readFileSync(resolve(root, 'src/dev/sample-course.keys.json'), 'utf8');

/** The page's assets as the tests serve them: the real ones are built (dist/preview/page.js). */
export const TEST_ASSETS = { script: '/* the preview page script */', stylesheet: '/* the stylesheet */' };

/**
 * A preview server over a temporary folder holding course.json (and keys.json when given), on a
 * free port, watching every 50 ms; closed and the folder removed when the test ends. `out` and
 * `err` are what the terminal was told.
 */
export async function startTestPreview(files: { course: string; keys?: string }, args: Partial<PreviewArgs> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'ce-preview-'));
  const coursePath = join(dir, 'course.json');
  const keysPath = join(dir, 'keys.json');
  writeFileSync(coursePath, files.course);
  if (files.keys !== undefined) writeFileSync(keysPath, files.keys);
  const out: string[] = [];
  const err: string[] = [];
  const io = { readFile: (path: string) => readFile(path, 'utf8'), out: (text: string) => void out.push(text), err: (text: string) => void err.push(text), assets: TEST_ASSETS };
  const preview: PreviewArgs = { coursePath, keysPath: files.keys === undefined ? null : keysPath, allowHttp: false, port: 0, open: null, ...args };
  const server = await startPreviewServer(preview, io, { watchIntervalMs: 50 });
  onTestFinished(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const get = async (path: string) => {
    const response = await fetch(new URL(path, server.url));
    return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
  };
  const post = async (path: string, body: unknown) => {
    const response = await fetch(new URL(path, server.url), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as { success: boolean; data?: Record<string, unknown>; error?: string } };
  };
  return { server, dir, coursePath, keysPath, out, err, get, post };
}

/** The config the page's script reads, out of the page's HTML. */
export function pageConfig(html: string): PreviewPageConfig {
  const json = /<script id="ce-preview-config" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  if (json === undefined) throw new Error('the page has no config');
  return JSON.parse(json) as PreviewPageConfig;
}

/** The page's notices, as text, in order. */
export function pageNotices(html: string): string[] {
  return [...html.matchAll(/<p class="method-notice"[^>]*>(.*?)<\/p>/gs)].map((match) => match[1]!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))));
}

/** Reads a server-sent event stream until `until` shows in it (or `timeoutMs` passes), then stops reading. */
export async function readEvents(url: string, until: (text: string) => boolean, started: () => void | Promise<void>, timeoutMs = 10_000): Promise<string> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  const response = await fetch(url, { signal: abort.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = decoder.decode((await reader.read()).value);
  await started();
  try {
    while (!until(text)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } catch {
    // Aborted at the timeout: the caller's assertion on `text` says what was missing.
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
  return text;
}
