import type { BlockOf, QuestionSetBlock } from '../model/types';
import { buttonEntry } from './button';
import { choiceEntry, questionEntry } from './choice';
import { contentEntry, htmlEntry, richTextEntry } from './html';
import { imageEntry } from './image';
import { mcqEntry } from './mcq';
import { createRegistry } from '../registry/createRegistry';
import { lazyEntry } from '../registry/lazyEntry';
import type { Registry } from '../registry/types';

// Only prose, questions, images and buttons (what most screens show, under 1 KiB together beyond
// prose and questions) are in the player's own code. Every other kind is a chunk of its own that a
// course without it never fetches (docs/performance.md#lazy-kinds): drag and drop brings dnd-kit, the scales Radix
// slider, and most courses use neither. The server renders these as a loading status.
const audioEntry = /* @__PURE__ */ lazyEntry('audio', () => import('./audio').then((m) => m.audioEntry), { fallback: false });
const webinarEmbedEntry = /* @__PURE__ */ lazyEntry('webinar-embed', () => import('./webinar-embed').then((m) => m.webinarEmbedEntry), { fallback: false });
const loadMedia = () => import('./media');
const videoEntry = /* @__PURE__ */ lazyEntry('video', () => loadMedia().then((m) => m.videoEntry), { fallback: true });
const talkingAvatarEntry = /* @__PURE__ */ lazyEntry('talking-avatar', () => loadMedia().then((m) => m.talkingAvatarEntry), { fallback: true });
const aiVideoEntry = /* @__PURE__ */ lazyEntry('ai-video', () => loadMedia().then((m) => m.aiVideoEntry), { fallback: true });
const timedQuizEntry = /* @__PURE__ */ lazyEntry<QuestionSetBlock>('timed-quiz', () => import('./timed-quiz').then((m) => m.timedQuizEntry), { fallback: true });
const dragDropMatchEntry = /* @__PURE__ */ lazyEntry<BlockOf<'drag-drop-match'>>('drag-drop-match', () => import('./drag-drop-match').then((m) => m.dragDropMatchEntry), { fallback: true });
const groupingEntry = /* @__PURE__ */ lazyEntry<BlockOf<'grouping'>>('grouping', () => import('./grouping').then((m) => m.groupingEntry), { fallback: true });
const cardFlipEntry = /* @__PURE__ */ lazyEntry<BlockOf<'card-flip'>>('card-flip', () => import('./card-flip').then((m) => m.cardFlipEntry), { fallback: true });
const confidenceCheckEntry = /* @__PURE__ */ lazyEntry<BlockOf<'confidence-check'>>('confidence-check', () => import('./confidence-check').then((m) => m.confidenceCheckEntry), { fallback: true });
const reflectionEntry = /* @__PURE__ */ lazyEntry<BlockOf<'reflection'>>('reflection', () => import('./reflection').then((m) => m.reflectionEntry), { fallback: true });
const formInputEntry = /* @__PURE__ */ lazyEntry<BlockOf<'form-input'>>('form-input', () => import('./form-input').then((m) => m.formInputEntry), { fallback: true });
const imageHotspotEntry = /* @__PURE__ */ lazyEntry<BlockOf<'image-hotspot'>>('image-hotspot', () => import('./image-hotspot').then((m) => m.imageHotspotEntry), { fallback: true });
const narrativeEscapeEntry = /* @__PURE__ */ lazyEntry<BlockOf<'narrative-escape'>>('narrative-escape', () => import('./narrative-escape').then((m) => m.narrativeEscapeEntry), { fallback: true });
const evaluationEntry = /* @__PURE__ */ lazyEntry<BlockOf<'evaluation'>>('evaluation', () => import('./evaluation').then((m) => m.evaluationEntry), { fallback: true });

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
