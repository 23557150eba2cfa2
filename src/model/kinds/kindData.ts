import type { ButtonData, ImageData, MediaOutline } from '../fields/readDisplayKinds';
import type { CardFlipView } from '../fields/readCardFlip';
import type { ConfidenceCheckOutline } from '../fields/readConfidenceCheckOutline';
import type { DragDropMatchView } from '../fields/readDragDropMatch';
import type { EvaluationQuestionOutline } from '../fields/readEvaluationOutline';
import type { GroupingView } from '../fields/readGrouping';
import type { ImageHotspotOutline } from '../fields/readImageHotspotOutline';
import type { NarrativeEscapeOutline } from '../fields/readNarrativeEscapeOutline';
import type { ReflectionView } from '../fields/readReflection';
import type { ProseData } from './prose';
import type { QuestionSetData } from './questionSet';
import type { SingleQuestionData } from './singleQuestion';

/**
 * What a block's `data` holds, by kind: what the kind's definition read up front (a lazily loaded
 * kind's renderer reads the rest in its chunk). An unknown kind has none. Written out, not inferred
 * from the definitions, so the API reference lists each kind's data; index.ts checks the two agree.
 */
export interface KindData {
  content: ProseData;
  'rich-text': ProseData;
  html: ProseData;
  image: ImageData;
  'image-hotspot': ImageHotspotOutline;
  audio: null;
  video: MediaOutline;
  'webinar-embed': null;
  'talking-avatar': MediaOutline;
  'ai-video': MediaOutline;
  reflection: ReflectionView;
  'confidence-check': ConfidenceCheckOutline;
  'form-input': { required: boolean };
  button: ButtonData;
  choice: SingleQuestionData;
  question: SingleQuestionData;
  'timed-quiz': QuestionSetData;
  'drag-drop-match': DragDropMatchView;
  grouping: GroupingView;
  'card-flip': CardFlipView;
  'narrative-escape': NarrativeEscapeOutline;
  evaluation: { questions: readonly EvaluationQuestionOutline[] };
  mcq: QuestionSetData;
  unknown: null;
}
