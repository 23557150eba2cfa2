import type { BlockKind } from '../model/kinds';
import type { Block, BlockOf, QuestionSetBlock } from '../model/types';
import { buttonEntry } from './button';
import { choiceEntry, questionEntry } from './choice';
import { contentEntry, htmlEntry, richTextEntry } from './html';
import { imageEntry } from './image';
import { mcqEntry } from './mcq';
import { createRegistry } from '../registry/createRegistry';
import { lazyEntry } from '../registry/lazyEntry';
import { kindCode } from '#kind-code';
import type { Registry, RegistryEntry } from '../registry/types';

// Only prose, questions, images and buttons (what most screens show, under 1 KiB together beyond
// prose and questions) are in the player's own code. Every other kind is a chunk of its own that a
// course without it never fetches (docs/performance.md#lazy-kinds): drag and drop brings dnd-kit, the scales Radix
// slider, and most courses use neither. A server's build has them all up front (`#kind-code`), so
// its HTML holds the activity.
/** A built-in kind loaded by use, or its entry at once where this build has it (`#kind-code`). */
const kindEntry = <B extends Block = Block>(kind: BlockKind, load: () => Promise<RegistryEntry<B>>, fallback: boolean) =>
  lazyEntry<B>(kind, load, { fallback, ready: kindCode?.[kind] });

const audioEntry = /* @__PURE__ */ kindEntry('audio', () => import('./audio').then((m) => m.audioEntry), false);
const webinarEmbedEntry = /* @__PURE__ */ kindEntry('webinar-embed', () => import('./webinar-embed').then((m) => m.webinarEmbedEntry), false);
const loadMedia = () => import('./media');
const videoEntry = /* @__PURE__ */ kindEntry('video', () => loadMedia().then((m) => m.videoEntry), true);
const talkingAvatarEntry = /* @__PURE__ */ kindEntry('talking-avatar', () => loadMedia().then((m) => m.talkingAvatarEntry), true);
const aiVideoEntry = /* @__PURE__ */ kindEntry('ai-video', () => loadMedia().then((m) => m.aiVideoEntry), true);
const timedQuizEntry = /* @__PURE__ */ kindEntry<QuestionSetBlock>('timed-quiz', () => import('./timed-quiz').then((m) => m.timedQuizEntry), true);
const dragDropMatchEntry = /* @__PURE__ */ kindEntry<BlockOf<'drag-drop-match'>>('drag-drop-match', () => import('./drag-drop-match').then((m) => m.dragDropMatchEntry), true);
const groupingEntry = /* @__PURE__ */ kindEntry<BlockOf<'grouping'>>('grouping', () => import('./grouping').then((m) => m.groupingEntry), true);
const cardFlipEntry = /* @__PURE__ */ kindEntry<BlockOf<'card-flip'>>('card-flip', () => import('./card-flip').then((m) => m.cardFlipEntry), true);
const confidenceCheckEntry = /* @__PURE__ */ kindEntry<BlockOf<'confidence-check'>>('confidence-check', () => import('./confidence-check').then((m) => m.confidenceCheckEntry), true);
const reflectionEntry = /* @__PURE__ */ kindEntry<BlockOf<'reflection'>>('reflection', () => import('./reflection').then((m) => m.reflectionEntry), true);
const formInputEntry = /* @__PURE__ */ kindEntry<BlockOf<'form-input'>>('form-input', () => import('./form-input').then((m) => m.formInputEntry), true);
const imageHotspotEntry = /* @__PURE__ */ kindEntry<BlockOf<'image-hotspot'>>('image-hotspot', () => import('./image-hotspot').then((m) => m.imageHotspotEntry), true);
const narrativeEscapeEntry = /* @__PURE__ */ kindEntry<BlockOf<'narrative-escape'>>('narrative-escape', () => import('./narrative-escape').then((m) => m.narrativeEscapeEntry), true);
const evaluationEntry = /* @__PURE__ */ kindEntry<BlockOf<'evaluation'>>('evaluation', () => import('./evaluation').then((m) => m.evaluationEntry), true);

/** The one list of built-in renderers. Kinds not listed render a "not yet supported" notice. */
// Pure: a host page that never renders the player lets its bundler drop every renderer.
export const defaultRegistry: Registry = /* @__PURE__ */ createRegistry([
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
