import type { CardFlipComponentPayload, DragDropMatchComponentPayload, GroupingComponentPayload, ImageHotspotComponentPayload, NarrativeEscapeComponentPayload } from './activityComponents';
import type {
  ButtonComponentPayload,
  ConfidenceCheckComponentPayload,
  FormInputComponentPayload,
  HtmlComponentPayload,
  ImageComponentPayload,
  ReflectionComponentPayload,
} from './components';
import type { AudioComponentPayload, MediaComponentPayload, WebinarEmbedComponentPayload } from './mediaComponents';
import type { ChoiceComponentPayload, EvaluationComponentPayload, McqComponentPayload, TimedQuizComponentPayload } from './questionComponents';

/**
 * Each component kind the player knows, by its canonical name, with its wire type: a component
 * whose `type` names the kind (in any case, with `-`, `_` or spaces between words) carries these
 * fields. The course JSON Schema checks each kind's fields against it; a `type` naming no kind here
 * is shown as a notice.
 */
export interface ComponentPayloads {
  content: HtmlComponentPayload;
  'rich-text': HtmlComponentPayload;
  html: HtmlComponentPayload;
  image: ImageComponentPayload;
  'image-hotspot': ImageHotspotComponentPayload;
  audio: AudioComponentPayload;
  video: MediaComponentPayload;
  'webinar-embed': WebinarEmbedComponentPayload;
  'talking-avatar': MediaComponentPayload;
  'ai-video': MediaComponentPayload;
  reflection: ReflectionComponentPayload;
  'confidence-check': ConfidenceCheckComponentPayload;
  'form-input': FormInputComponentPayload;
  button: ButtonComponentPayload;
  choice: ChoiceComponentPayload;
  question: ChoiceComponentPayload;
  'timed-quiz': TimedQuizComponentPayload;
  'drag-drop-match': DragDropMatchComponentPayload;
  grouping: GroupingComponentPayload;
  'card-flip': CardFlipComponentPayload;
  'narrative-escape': NarrativeEscapeComponentPayload;
  evaluation: EvaluationComponentPayload;
  mcq: McqComponentPayload;
}
