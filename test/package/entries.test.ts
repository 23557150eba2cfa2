import { resolve } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { methodCourse } from '../fixtures';
import { packagesImportedBy, root } from './distGraph';

/** Packages a backend or a Server Component must not need (docs/architecture.md, "Layers: who may import whom"). */
const BROWSER_ONLY = /^(react|react-dom|zustand|@radix-ui\/|@dnd-kit\/|dompurify|jsdom)(\/|$)/;

describe('server-safe entries', () => {
  it.each(['dist/contract.js', 'dist/client.js', 'dist/webhooks.js', 'dist/locales/en.js', 'dist/locales/es.js'])('%s reaches no React, zustand, Radix, dnd-kit or DOMPurify', async (entry) => {
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

describe('the built React entry on a Node server', () => {
  it('server-renders the first screen with its sanitized prose', async () => {
    const { CoursePlayer } = (await import(resolve(root, 'dist/index.js'))) as typeof import('../../src');
    const html = renderToString(createElement(CoursePlayer, { payload: methodCourse, userId: 'u', onSubmit: async () => ({}), disclosure: 'host' }));
    expect(html).toContain('<strong>Marcus Hill</strong> is a 58-year-old warehouse supervisor');
  }, 30_000);
});
