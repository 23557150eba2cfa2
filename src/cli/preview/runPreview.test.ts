import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SAMPLE_COURSE_TEXT, startTestPreview, TEST_ASSETS } from '../../../test/support/previewServer';
import { PREVIEW_USAGE } from './previewArgs';
import { runPreview } from './runPreview';

/** Runs the command: what it returned, and what the terminal was told. */
async function preview(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const result = await runPreview(argv, { readFile: (path) => readFile(path, 'utf8'), assets: TEST_ASSETS, out: (text) => void out.push(text), err: (text) => void err.push(text) });
  if (typeof result !== 'number') await result.close();
  return { result, out: out.join('\n'), err: err.join('\n') };
}

describe('ce-course-player preview', () => {
  it('prints its usage for --help and exits 0', async () => {
    expect(await preview(['preview', '--help'])).toEqual({ result: 0, out: PREVIEW_USAGE, err: '' });
  });

  it('exits 2 with one reason and the usage on bad usage', async () => {
    expect(await preview(['preview'])).toEqual({ result: 2, out: '', err: `ce-course-player preview: name the course file to preview\n\n${PREVIEW_USAGE}` });
  });

  it('exits 2 when the port is taken, saying how to choose another', async () => {
    const running = await startTestPreview({ course: SAMPLE_COURSE_TEXT });
    const port = new URL(running.server.url).port;
    const { result, err } = await preview(['preview', running.coursePath, '--port', port]);
    expect(result).toBe(2);
    expect(err.split('\n').at(-1)).toBe(`ce-course-player preview: port ${port} is in use: pass another with --port, or --port 0 for any free one`);
  });

  it('says where the page is once it listens', async () => {
    const running = await startTestPreview({ course: SAMPLE_COURSE_TEXT });
    const { out } = await preview(['preview', running.coursePath, '--port', '0']);
    expect(out).toMatch(new RegExp(`\\nPreviewing ${running.coursePath} at http://127\\.0\\.0\\.1:\\d+/ \\(Ctrl\\+C to stop\\)$`));
  });
});
