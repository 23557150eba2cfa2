/** The named fields of P, without its index signature (components are open to unknown fields). */
type KnownKey<P> = keyof { [K in keyof P as string extends K ? never : number extends K ? never : K]: P[K] };

/**
 * The spellings the player reads some of P's fields under: for each field, its wire name first,
 * then the others in the order the reader tries them. Each reader's own list must equal its entry
 * (`satisfies Spelling<…>`), and the course JSON Schema lists them (scripts/course-schema.mjs reads
 * FieldSpellings): one list, so the schema cannot name a spelling the player does not read.
 */
export type SpellingsOf<P, T extends { [K in keyof T]: K extends KnownKey<P> ? readonly [K, ...string[]] : never }> = T;
