import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import postcss, { type AtRule, type Declaration, type Rule } from 'postcss';
import { describe, expect, it } from 'vitest';
import { convertSelector } from '../../scripts/bucket-css-selectors.mjs';

// postcss comes with vite (a direct dependency of it); it parses, it does not transform.
const cssPath = fileURLToPath(new URL('../../styles/method.css', import.meta.url));
const root = postcss.parse(readFileSync(cssPath, 'utf8'), { from: cssPath });

const rules: Rule[] = [];
root.walkRules((rule) => {
  const parent = rule.parent;
  if (parent?.type === 'atrule' && /keyframes$/i.test((parent as AtRule).name)) return;
  rules.push(rule);
});

const declarations: Declaration[] = [];
root.walkDecls((decl) => {
  const parent = decl.parent;
  if (parent?.type === 'rule' && parent.parent?.type === 'atrule' && /keyframes$/i.test((parent.parent as AtRule).name)) return;
  declarations.push(decl);
});

const selectors = rules.flatMap((rule) => rule.selectors.map((selector) => selector.trim()));

/** The root alone, optionally with a theme (the token rules). */
const ROOT = /^\.method-player(\[data-theme="(light|dark|auto)"\])?$/;
/** An element rule (no class to file it under): the root, then its part inside one :where(). */
const ELEMENT_RULE = /^\.method-player :where\(.+\)(::[a-z-]+)?$/;
/** A part rule (scripts/bucket-css-selectors.mjs): the root inside :where(), then the part's class. */
const PART_RULE = /^:where\(\.method-player\) \.[a-z][a-z0-9_-]*(:where\(.+\))?(::[a-z-]+)?$/;

/** `selector` without its :where(…) groups, which weigh nothing: what is left is all that counts. */
function withoutWhere(selector: string): string {
  let out = '';
  for (let i = 0; i < selector.length; i++) {
    if (!selector.startsWith(':where(', i)) {
      out += selector[i];
      continue;
    }
    let depth = 0;
    for (i += ':where'.length; i < selector.length; i++) {
      if (selector[i] === '(') depth++;
      else if (selector[i] === ')' && --depth === 0) break;
    }
  }
  return out;
}

/** What a part rule selects, written as one selector: `.x:where([a])` reads `.x[a]`. */
function partOf(selector: string): string {
  const match = /^:where\(\.method-player\) (\.[a-z0-9_-]+)(?::where\((.+)\))?(::[a-z-]+)?$/.exec(selector);
  if (!match) return selector;
  const [, name, rest = '', pseudoElement = ''] = match;
  return (rest.includes(name!) ? rest : name + rest) + pseudoElement;
}

const COLOUR_FUNCTIONS = /\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|color-mix|light-dark)\(/i;
const HEX = /#[0-9a-f]{3,8}\b/i;
const NAMED_COLOURS = /\b(black|white|red|green|blue|yellow|orange|purple|pink|gray|grey|silver|maroon|navy|teal|olive|lime|aqua|fuchsia|cyan|magenta|gold|brown|tomato|crimson|coral|salmon|indigo|violet|beige|ivory|khaki|lavender|plum|orchid|tan|wheat|azure|snow|linen)\b/i;

function stripMethodVars(value: string): string {
  return value.replace(/var\(--method-[a-z0-9-]+\)/gi, '');
}

describe('styles/method.css', () => {
  it('parses into a useful number of rules', () => {
    expect(rules.length).toBeGreaterThan(50);
  });

  it('scopes every selector under .method-player: parts inside :where() on either side of it', () => {
    const unscoped = selectors.filter((selector) => !ROOT.test(selector) && !ELEMENT_RULE.test(selector) && !PART_RULE.test(selector));
    expect(unscoped).toEqual([]);
  });

  it('puts a plain class last in every part rule, so the browser files it by class', () => {
    // A :where() as rightmost compound is tested against every element of the page (docs/performance.md, "Style rules filed by class").
    const unfiled = selectors.filter((selector) => convertSelector(selector).join(', ') !== selector);
    expect(unfiled).toEqual([]);
  });

  it('never targets :root, html or body', () => {
    const leaking = selectors.filter((selector) => /:root|\bhtml\b|\bbody\b/.test(selector));
    expect(leaking).toEqual([]);
  });

  it('gives every part rule the weight of one class (nothing outside :where but the root or the part)', () => {
    const heavy = selectors
      .filter((selector) => !ROOT.test(selector))
      .map(withoutWhere)
      .filter((rest) => !/^ \.[a-z][a-z0-9_-]*(::[a-z-]+)?$/.test(rest) && !/^\.method-player (::[a-z-]+)?$/.test(rest));
    expect(heavy).toEqual([]);
  });

  it('declares only --method-* custom properties', () => {
    const foreign = declarations
      .filter((decl) => decl.prop.startsWith('--') && !decl.prop.startsWith('--method-'))
      .map((decl) => decl.prop);
    expect(foreign).toEqual([]);
  });

  it('declares tokens only on the root rule (light, dark, auto)', () => {
    const misplaced = declarations
      .filter((decl) => decl.prop.startsWith('--'))
      .filter((decl) => decl.parent?.type !== 'rule' || !/^\.method-player(\[data-theme="(dark|auto)"\])?$/.test((decl.parent as Rule).selector))
      .map((decl) => decl.prop);
    expect(misplaced).toEqual([]);
  });

  it('names every token --method-<tier>-<name>', () => {
    const badlyNamed = declarations
      .filter((decl) => decl.prop.startsWith('--'))
      .filter((decl) => !/^--method-[a-z]+-[a-z0-9-]+$/.test(decl.prop))
      .map((decl) => decl.prop);
    expect(badlyNamed).toEqual([]);
  });

  it('uses only var(--method-…) for colours in rules', () => {
    const literal = declarations
      .filter((decl) => !decl.prop.startsWith('--'))
      .filter((decl) => {
        const rest = stripMethodVars(decl.value);
        return HEX.test(rest) || COLOUR_FUNCTIONS.test(rest) || NAMED_COLOURS.test(rest);
      })
      .map((decl) => `${decl.prop}: ${decl.value}`);
    expect(literal).toEqual([]);
  });

  it('references only declared tokens', () => {
    const declared = new Set(declarations.filter((decl) => decl.prop.startsWith('--')).map((decl) => decl.prop));
    const used = declarations.flatMap((decl) => [...decl.value.matchAll(/var\((--[a-z0-9-]+)/gi)].map((match) => match[1]!));
    expect(used.filter((name) => !declared.has(name))).toEqual([]);
  });

  it('defines every dark token in the auto set too, and only tokens the light set knows', () => {
    const tokensOf = (selector: string) =>
      declarations
        .filter((decl) => decl.prop.startsWith('--') && (decl.parent as Rule).selector === selector)
        .map((decl) => decl.prop)
        .sort();
    const light = new Set(tokensOf('.method-player'));
    const dark = tokensOf('.method-player[data-theme="dark"]');
    expect(dark.length).toBeGreaterThan(10);
    expect(tokensOf('.method-player[data-theme="auto"]')).toEqual(dark);
    expect(dark.filter((name) => !light.has(name))).toEqual([]);
  });

  it('names keyframes under the method- prefix and uses no !important', () => {
    const keyframes: string[] = [];
    root.walkAtRules(/keyframes$/i, (rule) => void keyframes.push(rule.params));
    expect(keyframes.filter((name) => !name.startsWith('method-'))).toEqual([]);
    expect(declarations.filter((decl) => decl.important)).toEqual([]);
  });

  it.each([
    '.method-player__header',
    '.method-progress',
    '.method-progress__list',
    '.method-progress__item[data-status="locked"]',
    '.method-progress__item[data-status="complete"]',
    '.method-progress__item[data-status="current"]',
    '.method-progress__link',
    '.method-screen',
    '.method-screen__heading',
    '.method-screen__position',
    '.method-block',
    '.method-block[data-degraded]',
    '.method-notice[data-tone="warning"]',
    '.method-notice[data-tone="error"]',
    '.method-choice',
    '.method-choice__option',
    '.method-choice__option[data-state="checked"]',
    '.method-mcq__question',
    '.method-rationale[data-correct="true"]',
    '.method-rationale[data-correct="false"]',
    '.method-actions',
    '.method-button[data-variant="primary"]',
    '.method-button[data-variant="secondary"]',
    '.method-button[aria-busy="true"]',
    '.method-button:disabled',
    '.method-status',
    '.method-error',
    '.method-visually-hidden',
    '.method-completion',
    '.method-slider',
    '.method-slider__track',
    '.method-slider__range',
    '.method-slider__thumb',
  ])('styles the player part %s', (part) => {
    expect(selectors.some((selector) => partOf(selector).includes(part))).toBe(true);
  });
});
