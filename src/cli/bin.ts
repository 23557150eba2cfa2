import { readFile, writeFile } from 'node:fs/promises';
import { readShellScript } from '../scorm/package/shellScript';
import { runCheck } from './check';
import { runScorm } from './scorm';

// `npx ce-course-player check <file | URL | ->`, `… scorm …` and `… preview …`: the process around
// runCheck (src/cli/check.ts), runScorm (src/cli/scorm.ts) and runPreview (src/cli/preview/).

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

const out = (text: string) => process.stdout.write(`${text}\n`);
const err = (text: string) => process.stderr.write(`${text}\n`);
const argv = process.argv.slice(2);

/** Runs until Ctrl+C. Loaded only when asked for: `check` and `scorm` load none of the server. */
async function preview(): Promise<0 | 2 | undefined> {
  const { runPreview } = await import('./preview/runPreview');
  const { readPreviewAssets } = await import('./preview/pageAssets');
  const running = await runPreview(argv, { readFile: (path) => readFile(path, 'utf8'), assets: await readPreviewAssets(), out, err });
  return typeof running === 'number' ? running : undefined;
}

const code =
  argv[0] === 'preview'
    ? await preview()
    : argv[0] === 'scorm'
    ? await runScorm(argv, { readShellScript, writeFile: (path, data) => writeFile(path, data), out, err })
    : await runCheck(argv, { readFile: (path) => readFile(path, 'utf8'), readStdin, fetchText, out, err });
process.exitCode = code;
