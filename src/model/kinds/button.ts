import { readButton } from '../fields/readDisplayKinds';
import { defineKind } from './definition';

export const button = defineKind({ kind: 'button', read: (source) => readButton(source) });
