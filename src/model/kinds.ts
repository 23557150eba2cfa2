/** Every component kind the spec names, in one spelling (hyphenated). */
export const CANONICAL_KINDS = [
  'content',
  'rich-text',
  'html',
  'image',
  'image-hotspot',
  'audio',
  'video',
  'webinar-embed',
  'talking-avatar',
  'ai-video',
  'reflection',
  'confidence-check',
  'form-input',
  'button',
  'choice',
  'question',
  'timed-quiz',
  'drag-drop-match',
  'grouping',
  'card-flip',
  'narrative-escape',
  'evaluation',
  'mcq',
] as const;

export type CanonicalKind = (typeof CANONICAL_KINDS)[number];

/** A block whose type we do not know keeps this kind and its original type name. */
export type BlockKind = CanonicalKind | 'unknown';

const KNOWN = new Set<string>(CANONICAL_KINDS);

/** Spellings seen in the wild that are not simple hyphen/underscore variants. */
const ALIASES: Readonly<Record<string, CanonicalKind>> = {
  'multiple-choice': 'mcq',
  richtext: 'rich-text',
  dragdropmatch: 'drag-drop-match',
};

/**
 * Maps any spelling (`drag_drop_match`, `Drag-Drop-Match`, ` rich_text `) to its canonical kind,
 * or null when the type is unknown.
 */
export function toCanonicalKind(type: unknown): CanonicalKind | null {
  if (typeof type !== 'string') return null;
  // Already canonical (nearly every block): spelling it again would give the same string.
  if (KNOWN.has(type)) return type as CanonicalKind;
  const spelled = type.trim().toLowerCase().replace(/[\s_]+/g, '-');
  if (KNOWN.has(spelled)) return spelled as CanonicalKind;
  // Own keys only: a type of "constructor" must not resolve to Object.prototype's member.
  const alias = (key: string) => (Object.hasOwn(ALIASES, key) ? ALIASES[key] : undefined);
  return alias(spelled) ?? alias(spelled.replace(/-/g, '')) ?? null;
}

/** Kinds whose answer the learner gives and the service scores (spec 4 answer shapes; image-hotspot keys are stripped too). */
export const ANSWERABLE_KINDS: ReadonlySet<CanonicalKind> = new Set([
  'mcq',
  'image-hotspot',
  'choice',
  'question',
  'timed-quiz',
  'drag-drop-match',
  'grouping',
  'card-flip',
]);

/** Kinds that may act as a `reveal_after` anchor (spec 2.8 rule 1). */
export const ANCHOR_KINDS: ReadonlySet<CanonicalKind> = new Set(['choice', 'question', 'timed-quiz']);
