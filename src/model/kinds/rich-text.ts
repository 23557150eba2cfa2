import { proseKind } from './prose';

export const richText = proseKind('rich-text', ['richtext']);
