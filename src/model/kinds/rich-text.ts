import type { KindAlias } from '../spellings';
import { proseKind } from './prose';

export const richText = proseKind('rich-text', ['richtext'] satisfies KindAlias<'rich-text'>);
