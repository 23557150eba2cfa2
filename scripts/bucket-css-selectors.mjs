// Rewrites styles/method.css's part rules from `.method-player :where(.part…)` to
// `:where(.method-player) .part:where(…)`: the same specificity (one class), the same scoping (an
// element inside the root), but the rightmost compound now carries a plain class, so Chromium files
// the rule under that class and tests it only against elements that have it. With the :where() as
// rightmost compound every rule sat in the universal bucket and was matched against every element
// (docs/performance.md, "Style rules filed by class": a full style recalculation of the N=2000 screen cost 3-4x what it costs without it).
//
// Deterministic and idempotent: a selector already converted, or one whose rightmost compound has
// no top-level class (element rules such as `.method-player :where(h1)`, `:where(.x img)`), is left
// as it is, so running it again after other CSS edits converts only the new rules.
//
//   node scripts/bucket-css-selectors.mjs [styles/method.css]
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import postcss from 'postcss';

const ROOT = '.method-player';
const PREFIX = `${ROOT} :where(`;

/** Indices of `text`'s top-level characters (outside quotes, brackets and parentheses) that `test` accepts. */
function topLevel(text, test) {
  const found = [];
  let depth = 0;
  let quote = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && test(c, i)) found.push(i);
  }
  return found;
}

/** Index of the parenthesis closing the one at `open`. */
function closing(text, open) {
  let depth = 0;
  let quote = null;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  throw new Error(`unbalanced parentheses in ${text}`);
}

function splitList(text) {
  const cuts = topLevel(text, (c) => c === ',');
  const parts = [];
  let from = 0;
  for (const cut of [...cuts, text.length]) parts.push(text.slice(from, cut).trim()), (from = cut + 1);
  return parts;
}

/** Where the rightmost compound of a complex selector starts (after its last top-level combinator). */
function rightmostStart(selector) {
  const combinators = topLevel(selector, (c) => /[\s>+~]/.test(c));
  return combinators.length ? combinators[combinators.length - 1] + 1 : 0;
}

/** The first top-level class of a compound selector: [start, end) of `.name`, or undefined. */
function firstClass(compound) {
  const [dot] = topLevel(compound, (c, i) => c === '.' && /[a-z_-]/i.test(compound[i + 1] ?? ''));
  if (dot === undefined) return undefined;
  let end = dot + 1;
  while (end < compound.length && /[\w-]/.test(compound[end])) end++;
  return [dot, end];
}

/** One alternative of the old form (without the root), plus a pseudo-element; the new form, or undefined. */
function convertAlternative(alternative, pseudoElement) {
  const start = rightmostStart(alternative);
  const compound = alternative.slice(start);
  const cls = firstClass(compound);
  if (!cls) return undefined;
  const name = compound.slice(cls[0], cls[1]);
  // A lone compound loses its class to the outside; a complex one stays whole inside :where().
  const rest = start === 0 ? compound.slice(0, cls[0]) + compound.slice(cls[1]) : alternative;
  return `:where(${ROOT}) ${name}${rest ? `:where(${rest})` : ''}${pseudoElement}`;
}

/** One selector of the sheet; returns the selectors that replace it. */
export function convertSelector(selector) {
  const text = selector.trim();
  if (!text.startsWith(PREFIX)) return [text];
  const open = PREFIX.length - 1;
  const close = closing(text, open);
  const inner = text.slice(open + 1, close);
  const tail = text.slice(close + 1);
  const pseudoAt = tail.indexOf('::');
  const compoundTail = pseudoAt < 0 ? tail : tail.slice(0, pseudoAt);
  const pseudoElement = pseudoAt < 0 ? '' : tail.slice(pseudoAt);
  if (!/^(:where\(.*\))?$/.test(compoundTail) || !/^(::[a-z-]+)?$/.test(pseudoElement)) return [text];
  const kept = [];
  const converted = [];
  for (const alternative of splitList(inner)) {
    const whole = alternative + compoundTail;
    const next = convertAlternative(whole, pseudoElement);
    if (next) converted.push(next);
    else kept.push(whole);
  }
  // What has no class to file it under keeps the old form (and its one-class weight).
  const old = kept.length ? [`${PREFIX}${kept.join(', ')})${pseudoElement}`] : [];
  return [...old, ...converted];
}

export function convertSheet(css, from) {
  const root = postcss.parse(css, { from });
  root.walkRules((rule) => {
    const parent = rule.parent;
    if (parent?.type === 'atrule' && /keyframes$/i.test(parent.name)) return;
    const next = rule.selectors.flatMap(convertSelector);
    if (next.join('\n') === rule.selectors.map((s) => s.trim()).join('\n')) return;
    const indent = rule.raws.before?.replace(/^\n+/, '') ?? '';
    rule.selector = next.join(`,\n${indent}`);
  });
  return root.toString();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = resolve(process.argv[2] ?? 'styles/method.css');
  const before = readFileSync(file, 'utf8');
  const after = convertSheet(before, file);
  writeFileSync(file, after);
  console.log(after === before ? `${file}: nothing to convert` : `${file}: converted`);
}
