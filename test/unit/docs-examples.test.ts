import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const pages = ['README.md', ...readdirSync(resolve(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

/** Every code block marked `<!-- example: path -->` in the README and docs, with the file it is. */
const marked = pages.flatMap((page) =>
  [...readFileSync(resolve(root, page), 'utf8').matchAll(/^<!-- example: (\S+) -->\n```[a-z]*\n([\s\S]*?)^```$/gm)].map((match) => ({ page, file: match[1]!, code: match[2]! })),
);

/**
 * The guides' code is the examples' code: examples/check-hosts.mjs builds and plays the examples
 * from the packed tarball, so a block marked as an example's file must be that file, byte for byte.
 */
describe('guide code blocks are the example files they name', () => {
  it('marks the quick start and both guides\' pages as the examples\' files', () => {
    const files = (page: string) => marked.filter((block) => block.page === page).map((block) => block.file);
    expect(files('README.md')).toEqual(['examples/vite-host/src/App.tsx']);
    expect(files('docs/getting-started-vite.md')).toEqual(['examples/vite-host/vite.config.ts', 'examples/vite-host/src/App.tsx']);
    expect(files('docs/getting-started-next.md')).toEqual([
      'examples/next-host/app/layout.tsx',
      'examples/next-host/app/actions.ts',
      'examples/next-host/app/page.tsx',
      'examples/next-host/app/api/ce/[...path]/route.ts',
    ]);
  });

  it.each(marked.map((block) => [`${block.page} -> ${block.file}`, block] as const))('%s', (_name, block) => {
    const path = resolve(root, block.file);
    expect(existsSync(path), `${block.file} does not exist`).toBe(true);
    expect(block.code).toBe(readFileSync(path, 'utf8'));
  });

  it('names the package by version in the examples, as a host does (the check points them at the tarball)', () => {
    for (const example of ['vite-host', 'next-host', 'scorm-host']) {
      const pkg = JSON.parse(readFileSync(resolve(root, 'examples', example, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
      expect(pkg.dependencies['ce-course-player'], example).toBe('^0.1.0');
    }
  });

  it('keeps the SCORM example on what the repository tests: scorm-again\'s version, and vite-host\'s introduction before its assessment', () => {
    const read = (path: string) => JSON.parse(readFileSync(resolve(root, path), 'utf8')) as Record<string, any>;
    expect(read('examples/scorm-host/package.json').dependencies['scorm-again']).toBe(read('node_modules/scorm-again/package.json').version);
    const [intro, assessment] = read('examples/scorm-host/course.json').phases;
    expect(intro).toEqual(read('examples/vite-host/course.json').phases[0]);
    expect(assessment.type).toBe('post-assessment');
  });
});
