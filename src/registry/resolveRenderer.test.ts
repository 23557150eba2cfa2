import { describe, expect, it } from 'vitest';
import type { Block } from '../model/types';
import { createRegistry } from './createRegistry';
import { resolveRenderer } from './resolveRenderer';
import type { RendererProps } from './types';

const Renderer = (_props: RendererProps) => null;
const Fallback = (_props: RendererProps) => null;
const block = (kind: Block['kind']) => ({ id: 'b', kind, rawType: kind }) as Block;

const registry = createRegistry([
  { kind: 'html', Renderer },
  { kind: 'video', Renderer, Fallback },
]);

describe('resolveRenderer', () => {
  it.each([
    ['a kind with a Fallback', 'video', false, { mode: 'renderer', Component: Renderer }],
    ['a kind with a Fallback, degraded', 'video', true, { mode: 'fallback', Component: Fallback }],
    ['a kind without a Fallback', 'html', false, { mode: 'renderer', Component: Renderer }],
    ['a kind without a Fallback, degraded', 'html', true, { mode: 'renderer', Component: Renderer }],
    ['a canonical kind with no entry', 'mcq', false, { mode: 'notice', reason: 'unsupported-kind' }],
    ['an unknown kind', 'unknown', true, { mode: 'notice', reason: 'unknown-kind' }],
  ] as const)('%s', (_name, kind, degraded, expected) => {
    expect(resolveRenderer(registry, block(kind), { degraded })).toEqual(expected);
  });
});
