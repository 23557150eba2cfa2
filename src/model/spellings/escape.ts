import type { EscapeHotspotPayload, EscapePuzzlePayload, EscapeScenePayload, NarrativeEscapeComponentPayload, SceneImagePayload } from '../../contract/activityComponents';
import type { SpellingsOf } from './spellingsOf';

/** The spellings of the narrative-escape kind's fields, by wire type. */
export interface EscapeSpellings {
  NarrativeEscapeComponentPayload: SpellingsOf<NarrativeEscapeComponentPayload, { intro: readonly ['intro', 'introduction', 'narrative', 'description', 'text']; scenes: readonly ['scenes', 'steps', 'rooms'] }>;
  EscapeScenePayload: SpellingsOf<
    EscapeScenePayload,
    {
      id: readonly ['id', 'key', 'value'];
      title: readonly ['title', 'name', 'heading'];
      narrative: readonly ['narrative', 'description', 'text', 'body', 'content', 'html'];
      image: readonly ['image', 'img'];
      image_url: readonly ['image_url', 'imageUrl'];
      alt: readonly ['alt', 'image_alt', 'imageAlt', 'alt_text'];
      prompt: readonly ['prompt', 'question', 'instructions'];
    }
  >;
  SceneImagePayload: SpellingsOf<SceneImagePayload, { url: readonly ['url', 'src', 'image_url', 'imageUrl']; alt: readonly ['alt', 'alt_text', 'altText'] }>;
  EscapePuzzlePayload: SpellingsOf<EscapePuzzlePayload, { id: readonly ['id', 'key']; prompt: readonly ['prompt', 'question', 'instructions', 'title', 'text']; hotspots: readonly ['hotspots', 'options', 'choices', 'spots'] }>;
  EscapeHotspotPayload: SpellingsOf<EscapeHotspotPayload, { id: readonly ['id', 'key', 'value']; label: readonly ['label', 'text', 'title', 'name']; x: readonly ['x', 'left']; y: readonly ['y', 'top'] }>;
}
