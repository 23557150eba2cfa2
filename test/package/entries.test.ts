import { describe, expect, it } from 'vitest';
import { packagesImportedBy, root } from './distGraph';
import { resolve } from 'node:path';

/** Packages a backend or a Server Component must not need (issue 9). */
const BROWSER_ONLY = /^(react|react-dom|zustand|@radix-ui\/|@dnd-kit\/|dompurify|jsdom)(\/|$)/;

describe('server-safe entries', () => {
  it.each(['dist/contract.js', 'dist/client.js', 'dist/webhooks.js'])('%s reaches no React, zustand, Radix, dnd-kit or DOMPurify', async (entry) => {
    const packages = await packagesImportedBy(entry);
    expect(packages.filter((name) => BROWSER_ONLY.test(name))).toEqual([]);
  }, 30_000);

  it('keeps the server toolkit to no runtime package at all', async () => {
    expect(await packagesImportedBy('dist/client.js')).toEqual([]);
    expect(await packagesImportedBy('dist/webhooks.js')).toEqual([]);
  });
});

describe('the React entry', () => {
  it('re-exports no contract utility a Server Component would call', async () => {
    const main = (await import(resolve(root, 'dist/index.js'))) as Record<string, unknown>;
    const contract = (await import(resolve(root, 'dist/contract.js'))) as Record<string, unknown>;
    expect(Object.keys(contract)).toContain('normalizeCourse');
    expect(Object.keys(main).filter((name) => name in contract)).toEqual([]);
    expect(main.normalizeCourse).toBeUndefined();
  }, 30_000);
});
