// Which component `type` strings name a kind, as toCanonicalKind (src/model/kinds/index.ts) reads
// them: trimmed, in any case, with runs of spaces or `_` read as `-`; an alias also with `-`, `_`
// or spaces anywhere. JSON Schema patterns have no case-insensitive flag, so each letter is a class.

/** Every character whose lower case is `letter` (`k` is also the Kelvin sign's). */
function letterClass(letter) {
  const chars = [];
  for (let code = 0; code <= 0xffff; code += 1) {
    const char = String.fromCharCode(code);
    if (char.toLowerCase() === letter) chars.push(code < 0x80 ? char : `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`);
  }
  return chars.length === 1 ? chars[0] : `[${chars.join('')}]`;
}

const spelled = (word) => [...word].map((char) => (/[a-z]/.test(char) ? letterClass(char) : char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

/** A kind's canonical name or a hyphenated alias: its words joined by `-` or by a run of spaces and `_`. */
const asWords = (name) => name.split('-').map((word) => spelled(word).join('')).join('(?:-|[\\s_]+)');

/** An alias without hyphens: read once every `-` is gone, so separators may fall anywhere. */
const asLetters = (alias) => `[-\\s_]*${spelled(alias).join('[-\\s_]*')}[-\\s_]*`;

/** The pattern of every `type` that names `kind`, its aliases included. */
export function kindPattern(kind, aliases = []) {
  const forms = [`\\s*${asWords(kind)}\\s*`, ...aliases.map((alias) => (alias.includes('-') ? `\\s*${asWords(alias)}\\s*` : asLetters(alias)))];
  return `^(?:${forms.join('|')})$`;
}

/** One `if`/`then` per kind: a component whose `type` names the kind is checked against its fields' definition. */
export function kindBranches(kinds) {
  return kinds.map(({ kind, aliases, ref }) => ({
    $comment: kind,
    if: { properties: { type: { type: 'string', pattern: kindPattern(kind, aliases) } }, required: ['type'] },
    then: { $ref: ref },
  }));
}
