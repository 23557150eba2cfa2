import type { ComponentType } from 'react';
import type { Block } from '../model/types';
import type { Registry, RenderEnvironment, RendererProps } from './types';

/** What renders a block: its renderer, its fallback, or a notice for a kind the registry lacks. */
export type Resolution =
  | { mode: 'renderer' | 'fallback'; Component: ComponentType<RendererProps<any>> }
  | { mode: 'notice'; reason: 'unknown-kind' | 'unsupported-kind' };

/**
 * Picks what renders a block: no entry -> a notice (spec 2.8 rule 8, never dropped); degraded mode
 * -> the Fallback, where the kind has one; otherwise the Renderer.
 */
export function resolveRenderer(registry: Registry, block: Block, env: RenderEnvironment): Resolution {
  const entry = registry.get(block.kind);
  if (!entry) return { mode: 'notice', reason: block.kind === 'unknown' ? 'unknown-kind' : 'unsupported-kind' };
  if (entry.Fallback && env.degraded) return { mode: 'fallback', Component: entry.Fallback };
  return { mode: 'renderer', Component: entry.Renderer };
}
