import type { CompletionStrings } from './en-completion';
import type { CourseChromeStrings } from './en-course';
import type { LandingStrings } from './en-landing';
import type { playerStrings } from './en-player';
import type { rendererStrings } from './en-renderers';

// The types of the tables joined from several files' English. Here, not beside any one part: a
// part that names the whole (en-course naming the landing and completion parts, en-kinds naming
// the player table) would import the files that import it.

/** Both tables, or `never` (so `defaultStrings` fails to compile) if a key is in both: one would silently shadow the other. */
export type Disjoint<A, B> = [Extract<keyof A, keyof B>] extends [never] ? A & B : never;

/**
 * Every string the player and its kind renderers show or announce on a page of prose and
 * questions (the `player` and `renderers` sections, flat): what a kind renderer receives as
 * `strings`. Not in it: the words of the lazily loaded kinds (`KindPlayerStrings`, read with
 * `useKindStrings`) and of the landing and completion pages, which load with their code.
 */
export type PlayerStrings = Disjoint<typeof playerStrings, typeof rendererStrings>;

/**
 * User-visible strings of the course chrome, every view's: the `course` section of `Strings`. A
 * host's table is checked against all of it, wherever each view's English is loaded from.
 */
export interface CourseStrings extends CourseChromeStrings, LandingStrings, CompletionStrings {}
