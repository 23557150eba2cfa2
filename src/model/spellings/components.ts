import type {
  ButtonComponentPayload,
  ComponentBasePayload,
  ConfidenceCheckComponentPayload,
  FormInputComponentPayload,
  HtmlComponentPayload,
  ImageComponentPayload,
  ReflectionComponentPayload,
} from '../../contract/components';
import type { SpellingsOf } from './spellingsOf';

/** The spellings of every component's fields and of the display, form and scale kinds', by wire type. */
export interface ComponentSpellings {
  ComponentBasePayload: SpellingsOf<ComponentBasePayload, { title: readonly ['title', 'heading']; required: readonly ['required', 'is_required', 'isRequired'] }>;
  HtmlComponentPayload: SpellingsOf<HtmlComponentPayload, { content: readonly ['content', 'html', 'body', 'text', 'richText', 'rich_text'] }>;
  ImageComponentPayload: SpellingsOf<ImageComponentPayload, { url: readonly ['url', 'image_url', 'src'] }>;
  ButtonComponentPayload: SpellingsOf<ButtonComponentPayload, { url: readonly ['url', 'href'] }>;
  ReflectionComponentPayload: SpellingsOf<ReflectionComponentPayload, { prompt: readonly ['prompt', 'question', 'statement', 'label', 'title']; placeholder: readonly ['placeholder', 'hint'] }>;
  FormInputComponentPayload: SpellingsOf<FormInputComponentPayload, { label: readonly ['label', 'prompt', 'question', 'title']; input_type: readonly ['input_type', 'inputType', 'type_of_input']; placeholder: readonly ['placeholder', 'hint'] }>;
  ConfidenceCheckComponentPayload: SpellingsOf<
    ConfidenceCheckComponentPayload,
    { statement: readonly ['statement', 'prompt', 'question', 'title']; min: readonly ['min', 'minimum', 'scale_min']; max: readonly ['max', 'maximum', 'scale_max']; minLabel: readonly ['minLabel', 'min_label']; maxLabel: readonly ['maxLabel', 'max_label']; helperText: readonly ['helperText', 'helper_text', 'hint'] }
  >;
}
