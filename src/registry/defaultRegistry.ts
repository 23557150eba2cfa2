import { audioEntry } from '../renderers/audio';
import { buttonEntry } from '../renderers/button';
import { cardFlipEntry } from '../renderers/card-flip';
import { choiceEntry, questionEntry } from '../renderers/choice';
import { confidenceCheckEntry } from '../renderers/confidence-check';
import { dragDropMatchEntry } from '../renderers/drag-drop-match';
import { evaluationEntry } from '../renderers/evaluation';
import { formInputEntry } from '../renderers/form-input';
import { groupingEntry } from '../renderers/grouping';
import { contentEntry, htmlEntry, richTextEntry } from '../renderers/html';
import { imageEntry } from '../renderers/image';
import { imageHotspotEntry } from '../renderers/image-hotspot';
import { mcqEntry } from '../renderers/mcq';
import { narrativeEscapeEntry } from '../renderers/narrative-escape';
import { aiVideoEntry, talkingAvatarEntry, videoEntry } from '../renderers/media';
import { reflectionEntry } from '../renderers/reflection';
import { timedQuizEntry } from '../renderers/timed-quiz';
import { webinarEmbedEntry } from '../renderers/webinar-embed';
import { createRegistry } from './createRegistry';

/** The one list of built-in renderers. Kinds not listed render a "not yet supported" notice. */
// Pure: a host page that never renders the player lets its bundler drop every renderer.
export const defaultRegistry = /* @__PURE__ */ createRegistry([
  htmlEntry,
  contentEntry,
  richTextEntry,
  imageEntry,
  videoEntry,
  talkingAvatarEntry,
  aiVideoEntry,
  audioEntry,
  webinarEmbedEntry,
  buttonEntry,
  mcqEntry,
  choiceEntry,
  questionEntry,
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
