import { hostFormat } from './format';
import { bindMessages } from './bindMessages';
import { enCatalog, type CatalogStrings } from './en-catalog';
import { completionStrings } from './en-completion';
import { enCourse } from './en-course';
import { kindStrings, type KindPlayerStrings } from './en-kinds';
import { landingStrings } from './en-landing';
import { playerStrings } from './en-player';
import { rendererStrings } from './en-renderers';
import type { CourseStrings } from './tableTypes';

export type { PlayerStrings } from './tableTypes';

/**
 * Every user-visible string of the package, in one table: the player, the kind renderers, the
 * course chrome and the catalog. Pass a whole or partial table through `<MethodStrings value>` or a
 * top-level component's `strings` prop; it is deep-merged over English.
 */
export interface Strings {
  /** The BCP 47 language of the table; numbers and dates follow it when no `locale` prop is given. */
  locale?: string;
  player: typeof playerStrings & typeof kindStrings.player & typeof landingStrings.player & typeof completionStrings.player;
  renderers: typeof rendererStrings & typeof kindStrings.renderers;
  course: CourseStrings;
  catalog: CatalogStrings;
}

/** The sections of `Strings` that hold messages. */
export type StringsSection = 'player' | 'renderers' | 'course' | 'catalog';

/** Any part of `Strings`: each section may give some of its entries. */
export type StringsOverride = { locale?: string } & { [S in StringsSection]?: Partial<Strings[S]> };

/**
 * The English table, complete: every view's English put together. The player never reads it
 * whole: each view resolves the English it shows (`StringsPart`), so a page loads only its own.
 */
export const en: Strings = {
  player: { ...playerStrings, ...kindStrings.player, ...landingStrings.player, ...completionStrings.player },
  renderers: { ...rendererStrings, ...kindStrings.renderers },
  course: { ...enCourse, ...landingStrings.course, ...completionStrings.course },
  catalog: enCatalog,
};

/** Every user-visible string of the player and of every kind renderer, in English, formatted in the host's locale. */
export const defaultStrings: KindPlayerStrings = bindMessages({ ...rendererStrings, ...kindStrings.renderers, ...playerStrings, ...kindStrings.player }, hostFormat());
