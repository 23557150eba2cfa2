import type { HtmlBlock } from '../../model/types';
import type { RegistryEntry } from '../../registry/types';
import { HtmlRenderer } from './HtmlRenderer';

/** Prose has nothing to degrade: the renderer is its own fallback. It reads no learner state. */
export const htmlEntry: RegistryEntry<HtmlBlock> = { kind: 'html', Renderer: HtmlRenderer, stateless: true };
export const contentEntry: RegistryEntry<HtmlBlock> = { kind: 'content', Renderer: HtmlRenderer, stateless: true };
export const richTextEntry: RegistryEntry<HtmlBlock> = { kind: 'rich-text', Renderer: HtmlRenderer, stateless: true };
