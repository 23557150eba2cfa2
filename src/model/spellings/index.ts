import type { ActivitySpellings } from './activities';
import type { ComponentSpellings } from './components';
import type { EscapeSpellings } from './escape';
import type { MediaSpellings } from './media';
import type { QuestionSpellings } from './questions';

/**
 * Every wire type whose fields the player reads under other spellings too, by the wire type's
 * name: what scripts/course-schema.mjs lists as each field's alternatives. Types only: each array
 * stays in the reader that reads it, so the bundle and its chunks are as they were.
 */
export interface FieldSpellings extends ComponentSpellings, QuestionSpellings, ActivitySpellings, EscapeSpellings, MediaSpellings {}

import type { KindAliases } from './kinds';

export type { KindAliases };

/** The spellings of field F of wire type P as the table lists them: a reader's own list must be exactly this (`satisfies`). */
export type Spelling<P extends keyof FieldSpellings, F extends keyof FieldSpellings[P]> = FieldSpellings[P][F];

/** The other names of kind K as the table lists them: a kind definition's `spellings` must be exactly this. */
export type KindAlias<K extends keyof KindAliases> = KindAliases[K];
