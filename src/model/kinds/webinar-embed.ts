import { readWebinar } from '../fields/readDisplayKinds';
import { defineKind } from './definition';

export const webinarEmbed = defineKind({ kind: 'webinar-embed', read: (source) => readWebinar(source) });
