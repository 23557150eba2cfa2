import type { DOMPurify } from 'dompurify';
import { ARIA_ATTRIBUTES } from '../../src/controls/nativeAllowlist';
import { makePurifier } from '../../src/controls/purifySanitizer';

/**
 * The known ways the native path (src/controls/nativeSanitizer.ts) departs from DOMPurify, each
 * written as a DOMPurify hook that makes DOMPurify do what the Sanitizer API does there. A
 * difference between the two paths is explained when DOMPurify with one of these hooks (or all of
 * them) gives exactly the native output; the equivalence test fails on any difference none explains.
 */
const aria = new Set(ARIA_ATTRIBUTES.split(' '));

type Hooked = (purify: ReturnType<DOMPurify>) => void;
// Read through the prototypes: a form's controls can shadow its own properties (that is the attack).
const nodeNameOf = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName')!.get!;
const childNodesOf = Object.getOwnPropertyDescriptor(Node.prototype, 'childNodes')!.get!;

/**
 * The input read as a parser with scripting enabled reads it: in a `<template>` of this document
 * (the fragment parser takes the flag from the live document; the template's content document runs
 * and loads nothing), with every `<noscript>` then removed, content and all.
 */
function readWithScripting(html: string): string {
  if (!/<noscript/i.test(html)) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const noscript of template.content.querySelectorAll('noscript')) noscript.remove();
  return template.innerHTML;
}

export const NATIVE_GAPS: Record<string, { why: string; hook?: Hooked; rewrite?: (purifyOutput: string) => string; reread?: (html: string) => string }> = {
  'unlisted aria attribute': {
    why: 'DOMPurify keeps any aria-* name; the Sanitizer API takes names, not patterns, so an aria-* outside ARIA 1.3 is dropped natively. Stricter.',
    hook: (purify) =>
      purify.addHook('uponSanitizeAttribute', (_node, data) => {
        if (/^aria-/.test(data.attrName) && !aria.has(data.attrName)) data.keepAttr = false;
      }),
  },
  'is attribute': {
    why: 'DOMPurify empties an `is` attribute it removes (`is=""`: Chromium would otherwise serialize the parsed value again); natively it is simply gone. Both inert.',
    rewrite: (output) => output.replace(/(<[a-z][^<>]*?) is=""/gi, '$1'),
  },
  'embedding element': {
    why: 'DOMPurify keeps the fallback content of an `<object>` (or `<embed>`, `<frame>`); the Sanitizer API\'s built-in unsafe list removes those elements with their content, whatever the config says. Stricter.',
    hook: (purify) =>
      purify.addHook('uponSanitizeElement', (node) => {
        if (['OBJECT', 'EMBED', 'FRAME'].includes(nodeNameOf.call(node))) (node as Element).remove();
      }),
  },
  'clobbered form': {
    why: 'DOMPurify drops a form whose controls shadow its DOM properties, content and all; natively the form goes (FORBID_TAGS) and its content stays, the clobbering names removed by the post-pass.',
    hook: (purify) =>
      purify.addHook('beforeSanitizeElements', (node) => {
        if (nodeNameOf.call(node) !== 'FORM') return;
        Element.prototype.after.apply(node, Array.from(childNodesOf.call(node) as NodeListOf<ChildNode>));
        Element.prototype.remove.call(node);
      }),
  },
  'markup-like text beside a comment': {
    why: 'DOMPurify drops an element with no element children whose text looks like markup once a comment or processing instruction sits beside it (its SAFE_FOR_XML rule sees the comment before removing it); the Sanitizer API removes comments while parsing, so the element stays with its text as text.',
    hook: (purify) =>
      purify.addHook('beforeSanitizeElements', (node) => {
        for (const child of Array.from(node.childNodes ?? [])) if (child.nodeType === 7 || child.nodeType === 8) child.remove();
      }),
  },
  'noscript read as text': {
    why: 'Firefox\'s Sanitizer API parses with scripting enabled, so a `<noscript>` holds raw text up to its first `</noscript>` and what follows is markup (and sanitized as such); DOMPurify parses with scripting disabled, where that text is markup inside the `<noscript>` it removes. Chromium 156 parses as DOMPurify does. Both inert (checked above): an `<img>` without its handler, say.',
    reread: readWithScripting,
  },
};

/** DOMPurify as the player configures it, with the given gaps' hooks and rewrites applied. */
export function purifyWithGaps(factory: DOMPurify, gaps: readonly string[]): (html: string) => string {
  const purify = makePurifier(factory, window)!;
  for (const gap of gaps) NATIVE_GAPS[gap]!.hook?.(purify);
  const rewrites = gaps.flatMap((gap) => NATIVE_GAPS[gap]!.rewrite ?? []);
  const rereads = gaps.flatMap((gap) => NATIVE_GAPS[gap]!.reread ?? []);
  return (html) => rewrites.reduce((output, rewrite) => rewrite(output), purify.sanitize(rereads.reduce((input, reread) => reread(input), html)) as string);
}
