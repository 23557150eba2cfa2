export { CourseCard, type CourseCardProps } from './CourseCard';
export { CourseCatalog, type CourseCatalogProps } from './CourseCatalog';
export { readCard, type CardView, type CardLabelView } from './readCard';
export { readPagination, type PageView } from './readPagination';
export type { CardTone } from './cardTone';
