import { defineKind } from './definition';

/** Nothing waits on a webinar: its chunk reads all of it (readWebinar, viewOf). */
export const webinarEmbed = defineKind({ kind: 'webinar-embed', read: (): null => null });
