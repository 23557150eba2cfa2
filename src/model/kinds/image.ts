import { readImage } from '../fields/readDisplayKinds';
import { defineKind } from './definition';

export const image = defineKind({ kind: 'image', read: (source) => readImage(source) });
