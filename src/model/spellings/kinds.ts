
/**
 * Names a component kind's `type` comes under that are not case, space, `_` or `-` variants of
 * its canonical name (toCanonicalKind): the JSON Schema picks a kind's fields by them too.
 */
export interface KindAliases {
  mcq: readonly ['multiple-choice'];
  'drag-drop-match': readonly ['dragdropmatch'];
  'rich-text': readonly ['richtext'];
}
