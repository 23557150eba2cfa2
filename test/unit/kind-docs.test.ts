import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const storiesDir = join(root, 'stories/renderers');
const storyFiles = readdirSync(storiesDir).filter((name) => name.endsWith('.stories.tsx'));

/** `CardFlip.stories.tsx` -> `card-flip`, the renderer's folder under src/renderers/. */
const folderOf = (file: string) => file.replace('.stories.tsx', '').replace(/(?<=[a-z])(?=[A-Z])/g, '-').toLowerCase();

/** The renderer folder's source, tests left out. */
function sourceOf(folder: string): string {
  const dir = join(root, 'src/renderers', folder);
  return readdirSync(dir).filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.')).map((name) => readFileSync(join(dir, name), 'utf8')).join('\n');
}

/** The kinds the folder registers (`kind: 'choice'` in its index.ts). */
const kindsOf = (folder: string) => [...readFileSync(join(root, 'src/renderers', folder, 'index.ts'), 'utf8').matchAll(/kind: '([a-z-]+)'/g)].map((match) => match[1]!);

// A control the learner reaches by keyboard: a native one, or a control of src/controls/ the renderer draws.
const CONTROL = /<(button|input|textarea|select|audio|video|summary|a)[\s>]|\b(ChoiceRadios|choiceRadios|RadioChoice|NativeRadioChoice|nativeRadioChoice|ValueSlider|RadioScale|DragBoard|PlacementSelects)\b/;

const SECTIONS = ['## What it is for', '## Payload', '## Answer', '## Degraded', '## Data attributes'];

/**
 * Each renderer's story file has a docs page about its kind, not about the story harness: what the
 * kind is for, its payload fields, the answer it posts, its fallback and data attributes, and a
 * keyboard table for a kind the learner operates. The page is an MDX file beside the story file,
 * attached to it with `<Meta of>`, so the story exports (which the browser suites import) stay as they are.
 */
describe('kind docs pages', () => {
  it('finds every renderer story file', () => {
    expect(storyFiles.length).toBe(18);
  });

  it.each(storyFiles)('%s has a docs page about its kind', (file) => {
    const page = join(storiesDir, file.replace('.stories.tsx', '.mdx'));
    expect(existsSync(page), `${file}: no ${file.replace('.stories.tsx', '.mdx')} beside it`).toBe(true);
    const mdx = readFileSync(page, 'utf8');
    const stories = mdx.match(/import \* as (\w+) from '\.\/([\w]+)\.stories';/);
    expect(stories?.[2], 'imports its own story file').toBe(file.replace('.stories.tsx', ''));
    expect(mdx).toContain(`<Meta of={${stories![1]}} />`);
    for (const section of SECTIONS) expect(mdx, `${file}: "${section}"`).toContain(`\n${section}\n`);
    for (const kind of kindsOf(folderOf(file))) expect(mdx, `${file}: names the kind ${kind}`).toContain(`\`${kind}\``);
    // The harness's props (component, answer, status…) are not the kind's: no props table of BlockStory.
    expect(mdx).not.toMatch(/<(ArgTypes|Controls)\b/);
  });

  it.each(storyFiles.filter((file) => CONTROL.test(sourceOf(folderOf(file)))))('%s, an interactive kind, has a keyboard table', (file) => {
    const mdx = readFileSync(join(storiesDir, file.replace('.stories.tsx', '.mdx')), 'utf8');
    expect(mdx).toMatch(/\n## Keyboard\n[\s\S]*?\n\| Key \| [^\n]*\|\n\| --- \|/);
  });

  it('tells interactive kinds from the others by their source', () => {
    const interactive = storyFiles.filter((file) => CONTROL.test(sourceOf(folderOf(file))));
    expect(storyFiles.filter((file) => !interactive.includes(file))).toEqual(['Html.stories.tsx', 'Image.stories.tsx']);
  });
});
