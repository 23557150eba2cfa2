import { readFile } from 'node:fs/promises';
import { runCheck } from './check';

// `npx ce-course-player check <file | URL | ->`: the process around runCheck (src/cli/check.ts).

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

const code = await runCheck(process.argv.slice(2), {
  readFile: (path) => readFile(path, 'utf8'),
  readStdin,
  fetchText,
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});
process.exitCode = code;
