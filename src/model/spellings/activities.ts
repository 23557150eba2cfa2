import type {
  CardFlipCardPayload,
  CardFlipComponentPayload,
  DragDropMatchComponentPayload,
  GroupingComponentPayload,
  HotspotImagePayload,
  HotspotPayload,
  ImageHotspotComponentPayload,
  MatchItemPayload,
} from '../../contract/activityComponents';
import type { SpellingsOf } from './spellingsOf';

/** The spellings of the matching, grouping, card and image-hotspot kinds' fields, by wire type. */
export interface ActivitySpellings {
  MatchItemPayload: SpellingsOf<MatchItemPayload, { id: readonly ['id', 'key', 'value']; label: readonly ['label', 'text', 'content', 'title', 'name'] }>;
  DragDropMatchComponentPayload: SpellingsOf<DragDropMatchComponentPayload, { prompt: readonly ['prompt', 'question', 'instructions', 'title']; sourceItems: readonly ['sourceItems', 'source_items', 'sources']; targetItems: readonly ['targetItems', 'target_items', 'targets'] }>;
  GroupingComponentPayload: SpellingsOf<GroupingComponentPayload, { prompt: readonly ['prompt', 'question', 'instructions', 'title']; groups: readonly ['groups', 'categories', 'buckets']; items: readonly ['items', 'cards'] }>;
  CardFlipCardPayload: SpellingsOf<CardFlipCardPayload, { id: readonly ['id', 'key', 'value']; label: readonly ['label', 'text', 'content', 'title', 'name'] }>;
  CardFlipComponentPayload: SpellingsOf<CardFlipComponentPayload, { prompt: readonly ['prompt', 'question', 'instructions', 'title']; cards: readonly ['cards', 'items'] }>;
  HotspotImagePayload: SpellingsOf<HotspotImagePayload, { image_url: readonly ['image_url', 'imageUrl', 'url', 'src']; alt: readonly ['alt', 'alt_text', 'altText'] }>;
  HotspotPayload: SpellingsOf<HotspotPayload, { id: readonly ['id', 'key', 'value']; label: readonly ['label', 'text', 'title', 'name']; x: readonly ['x', 'left', 'cx']; y: readonly ['y', 'top', 'cy'] }>;
  ImageHotspotComponentPayload: SpellingsOf<
    ImageHotspotComponentPayload,
    { image_url: readonly ['image_url', 'imageUrl', 'url', 'src']; alt: readonly ['alt', 'alt_text', 'altText']; prompt: readonly ['prompt', 'question', 'instructions', 'title']; hotspots: readonly ['hotspots', 'regions', 'spots']; aspect_ratio: readonly ['aspect_ratio', 'aspectRatio'] }
  >;
}
