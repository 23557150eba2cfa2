import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A tracker number means nothing to a reader of a fresh clone (the tracker is not shipped with it),
 * so code, tests and docs name the doc or the reason instead. Only third-party corpora keep theirs
 * (test/fixtures/corpora: other projects' trackers, copied as they are).
 */
const root = resolve(__dirname, '../..');
const SCANNED = ['src', 'docs', 'test', 'scripts', 'stories', 'examples', 'bench', 'README.md'];
const LEFT_AS_COPIED = ['test/fixtures/corpora', 'node_modules', 'dist', 'results'];
const TEXT = /\.(tsx?|mts|mjs|js|cjs|md|css|json|html)$/;
/** The word issue, singular or plural, capital or not, then a number, with or without a hash. */
const TRACKER_NUMBER = /\b[Ii]ssues? #?\d+/;

function textFilesUnder(path: string): string[] {
  if (LEFT_AS_COPIED.some((skipped) => relative(root, path).split('/').includes(skipped) || relative(root, path).startsWith(skipped))) return [];
  if (!statSync(path).isDirectory()) return TEXT.test(path) ? [path] : [];
  return readdirSync(path).flatMap((name) => textFilesUnder(join(path, name)));
}

describe('tracker numbers', () => {
  it('are named nowhere in the code, tests or docs: each says the doc or reason it stood for', () => {
    const mentions = SCANNED.flatMap((entry) => textFilesUnder(join(root, entry))).flatMap((file) =>
      readFileSync(file, 'utf8').split('\n').flatMap((line, index) => {
        const found = TRACKER_NUMBER.exec(line);
        return found ? [`${relative(root, file)}:${index + 1}: ${found[0]}`] : [];
      }),
    );
    expect(mentions).toEqual([]);
  });
});
