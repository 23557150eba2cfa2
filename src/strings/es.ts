import type { Strings } from './en';
import { esCatalog } from './es-catalog';
import { esCourse } from './es-course';
import { esPlayer } from './es-player';
import { esRenderers } from './es-renderers';

/** The whole table in Spanish; numbers and dates follow `es` unless a `locale` prop says otherwise (e.g. `es-MX`). */
export const es: Strings = { locale: 'es', player: esPlayer, renderers: esRenderers, course: esCourse, catalog: esCatalog };
