import { choiceEntry, questionEntry } from '../renderers/choice';
import { contentEntry, htmlEntry, richTextEntry } from '../renderers/html';
import { mcqEntry } from '../renderers/mcq';
import { createRegistry } from './createRegistry';

/** The one list of built-in renderers. Kinds not listed render a "not yet supported" notice. */
export const defaultRegistry = createRegistry([htmlEntry, contentEntry, richTextEntry, mcqEntry, choiceEntry, questionEntry]);
