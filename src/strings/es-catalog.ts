import { hostFormat } from './format';
import type { CatalogStrings } from './en-catalog';

/** The `catalog` section in Spanish. */
export const esCatalog: CatalogStrings = {
  untitledCourse: 'Curso sin título',
  featured: 'Destacado',
  creditsLabel: 'Créditos',
  creditLine: (hours, creditType, f = hostFormat()) =>
    hours === null ? (creditType ?? 'Crédito') : creditType ? `${f.number(hours)} ${creditType}` : f.number(hours),
  moduleOf: (position, total, f = hostFormat()) => `Módulo ${f.number(position)} de ${f.number(total)}`,
  seriesModule: (seriesName, position, total, f = hostFormat()) =>
    seriesName ? `${seriesName}: módulo ${f.number(position)} de ${f.number(total)}` : `Módulo ${f.number(position)} de ${f.number(total)}`,
  price: (amount, currency, f = hostFormat()) => f.currency(amount, currency),
  defaultCta: 'Ver el curso',
  catalogLabel: 'Cursos',
  paginationLabel: 'Páginas del catálogo',
  previousPage: 'Anterior',
  nextPage: 'Siguiente',
  pageOf: (page, totalPages, f = hostFormat()) => `Página ${f.number(page)} de ${f.number(totalPages)}`,
  loading: 'Cargando cursos…',
  empty: 'No hay cursos para mostrar.',
};
