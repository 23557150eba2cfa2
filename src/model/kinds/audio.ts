import { defineKind } from './definition';

/** Nothing waits on audio: its chunk reads all of it (readAudio, viewOf). */
export const audio = defineKind({ kind: 'audio', read: (): null => null });
