import { proseKind } from './prose';

export const html = proseKind('html');
