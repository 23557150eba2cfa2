import { readAudio } from '../fields/readDisplayKinds';
import { defineKind } from './definition';

export const audio = defineKind({ kind: 'audio', read: (source) => readAudio(source) });
