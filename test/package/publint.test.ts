import { resolve } from 'node:path';
import { publint } from 'publint';
import { describe, expect, it } from 'vitest';

describe('publint', () => {
  it('finds no errors or warnings in the packed package', async () => {
    const { messages } = await publint({ pkgDir: resolve(__dirname, '../..'), pack: 'npm', strict: true, level: 'warning' });
    expect(messages.map((m) => `${m.type}: ${m.code} ${JSON.stringify(m.path)}`)).toEqual([]);
  }, 60_000);
});
