import { readMediaOutline } from '../fields/readDisplayKinds';
import { defineKind } from './definition';

/**
 * video, talking-avatar and ai-video read alike (spec 2.4): one video with its status and expiry.
 * The model holds what the watching rule needs; the media chunk reads the rest (readMedia, viewOf).
 */
export function mediaKind<K extends string>(kind: K) {
  return defineKind({ kind, read: (source) => readMediaOutline(source) });
}
