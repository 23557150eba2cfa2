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

/**
 * What `#kind-code` gives a server's build (package.json `imports`: node, edge-light, workerd, deno):
 * every lazily loaded kind's entry up front, so server HTML holds the activity, not its loading status.
 */
export const kindCode: KindCode | undefined = {
  audio: audioEntry,
  'webinar-embed': webinarEmbedEntry,
  video: videoEntry,
  'talking-avatar': talkingAvatarEntry,
  'ai-video': aiVideoEntry,
  'timed-quiz': timedQuizEntry,
  'drag-drop-match': dragDropMatchEntry,
  grouping: groupingEntry,
  'card-flip': cardFlipEntry,
  'confidence-check': confidenceCheckEntry,
  reflection: reflectionEntry,
  'form-input': formInputEntry,
  'image-hotspot': imageHotspotEntry,
  'narrative-escape': narrativeEscapeEntry,
  evaluation: evaluationEntry,
};
