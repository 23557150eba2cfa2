import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VIEW_READERS } from './kindViews';

const renderersFolder = join(__dirname, '../../renderers');

/** Every reader a renderer hands to viewOf, by name: what its chunk reads beyond the model's outline. */
function readersRenderersView(): Set<string> {
  const names = new Set<string>();
  for (const file of readdirSync(renderersFolder, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const source = readFileSync(join(renderersFolder, file), 'utf8');
    for (const [, reader] of source.matchAll(/viewOf\([^,]+,\s*(\w+)\)/g)) if (reader) names.add(reader);
  }
  return names;
}

// VIEW_READERS is a list the definitions cannot give (naming a full reader there would put it up
// front): this keeps it to exactly the readers the lazy kinds' renderers complete their outlines with.
describe('VIEW_READERS', () => {
  it('holds every reader a renderer reads its view with, and no other', () => {
    const listed = new Set(Object.values(VIEW_READERS).map((read) => read.name));
    expect([...listed].sort()).toEqual([...readersRenderersView()].sort());
  });
});
