import { proseKind } from './prose';

export const content = proseKind('content');
