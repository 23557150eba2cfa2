import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  exports: Record<string, string | { types: string; default: string }>;
  sideEffects: string[];
};

/** `npm test` builds first, so dist/ is what a consumer would install. */
describe('package exports', () => {
  const entries = Object.entries(pkg.exports).filter(([, target]) => typeof target !== 'string');

  it.each(entries)('%s resolves to built JavaScript and types', async (_name, target) => {
    const { types, default: js } = target as { types: string; default: string };
    expect(existsSync(resolve(root, types))).toBe(true);
    const module = (await import(resolve(root, js))) as Record<string, unknown>;
    expect(Object.keys(module).length).toBeGreaterThan(0);
  });

  it('exposes the documented API from each entry', async () => {
    const main = await import(resolve(root, 'dist/index.js'));
    const contract = await import(resolve(root, 'dist/contract.js'));
    const client = await import(resolve(root, 'dist/client.js'));
    const webhooks = await import(resolve(root, 'dist/webhooks.js'));
    expect(typeof main.CoursePlayer).toBe('function');
    expect(typeof main.defaultRegistry.get).toBe('function');
    expect(typeof contract.normalizeCourse).toBe('function');
    expect(typeof contract.normalizeCatalog).toBe('function');
    expect(typeof contract.buildSubmission).toBe('function');
    expect(typeof client.createClient).toBe('function');
    expect(typeof webhooks.verifyWebhook).toBe('function');
  });

  it('marks the React entry as a client module and keeps it free of window/document at import', () => {
    const source = readFileSync(resolve(root, 'dist/index.js'), 'utf8');
    expect(source.startsWith('"use client";')).toBe(true);
  });

  it('resolves the stylesheet and marks only CSS as having side effects', () => {
    expect(existsSync(resolve(root, pkg.exports['./styles.css'] as string))).toBe(true);
    expect(pkg.sideEffects).toEqual(['**/*.css']);
  });

  it('keeps React out of the server entries', () => {
    for (const file of ['dist/client.js', 'dist/webhooks.js']) {
      expect(readFileSync(resolve(root, file), 'utf8')).not.toMatch(/from ["']react/);
    }
  });
});
