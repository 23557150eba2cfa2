import type { RegistryEntry } from '../registry/types';
import { audioEntry } from './audio';
import { cardFlipEntry } from './card-flip';
import { confidenceCheckEntry } from './confidence-check';
import { dragDropMatchEntry } from './drag-drop-match';
import { evaluationEntry } from './evaluation';
import { formInputEntry } from './form-input';
import { groupingEntry } from './grouping';
import { imageHotspotEntry } from './image-hotspot';
import type { KindCode } from './kindCode';
import { aiVideoEntry, talkingAvatarEntry, videoEntry } from './media';
import { narrativeEscapeEntry } from './narrative-escape';
import { reflectionEntry } from './reflection';
import { timedQuizEntry } from './timed-quiz';
import { webinarEmbedEntry } from './webinar-embed';

// Keyed by each entry's own `kind`: a kind is spelled in its definition, its folder and the registry only.
const entriesByKind = (entries: readonly RegistryEntry<any>[]): KindCode => Object.fromEntries(entries.map((entry) => [entry.kind, entry]));

/**
 * What `#kind-code` gives a server's build (package.json `imports`: node, edge-light, workerd, deno):
 * every lazily loaded kind's entry up front, so server HTML holds the activity, not its loading status.
 */
export const kindCode: KindCode | undefined = entriesByKind([
  audioEntry,
  webinarEmbedEntry,
  videoEntry,
  talkingAvatarEntry,
  aiVideoEntry,
  timedQuizEntry,
  dragDropMatchEntry,
  groupingEntry,
  cardFlipEntry,
  confidenceCheckEntry,
  reflectionEntry,
  formInputEntry,
  imageHotspotEntry,
  narrativeEscapeEntry,
  evaluationEntry,
]);
