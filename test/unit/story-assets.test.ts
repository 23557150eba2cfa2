import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The stories' local pictures (stories/static/story-assets) stay small, and every one a story asks
 * for exists: a misspelt name would quietly show a broken image in Storybook and the screenshots.
 */
const root = join(__dirname, '..', '..');
const assets = join(root, 'stories', 'static', 'story-assets');

function storyFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? storyFiles(join(directory, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(directory, entry.name)] : [],
  );
}

describe('story assets', () => {
  const files = readdirSync(assets);

  it.each(files)('%s is under 20 KB', (name) => {
    expect(statSync(join(assets, name)).size).toBeLessThan(20 * 1024);
  });

  it('every asset a story names exists, and every asset is used', () => {
    const named = new Set(
      storyFiles(join(root, 'stories')).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/['"]([\w-]+\.(?:svg|png|wav|vtt))['"]/g)].map((match) => match[1]!)),
    );
    expect([...named].filter((name) => !files.includes(name))).toEqual([]);
    expect(files.filter((name) => !named.has(name))).toEqual([]);
  });
});
