import type { ComponentBasePayload } from './components';

// Activities: matching, grouping, card pairs, image hotspots and the narrative escape (spec 2.4).
// Their prompts and item fields come in several spellings: ./spellings/activities.ts.

/** A source or target item of a `drag-drop-match` block (a plain string is an item too, its own id). */
export interface MatchItemPayload {
  /** The id a submission names the item by; its label when absent. */
  id: string;
  /** The text shown. */
  label?: string;
  /** The text shown, when `label` gives none. */
  text?: string;
}

/** A `drag-drop-match` block: sources to match with targets, posted as `matches`. */
export interface DragDropMatchComponentPayload extends ComponentBasePayload {
  /** The instruction shown above the board. */
  prompt?: string;
  /** The items to match, each to one target. */
  sourceItems: MatchItemPayload[];
  /** The places sources are matched to. */
  targetItems: MatchItemPayload[];
}

/** A `grouping` block: items to place into groups, posted as `placements`. */
export interface GroupingComponentPayload extends ComponentBasePayload {
  /** The instruction shown above the board. */
  prompt?: string;
  /** The groups items are placed in. */
  groups: MatchItemPayload[];
  /** The items to place, each in one group. */
  items: MatchItemPayload[];
}

/** One card of a `card-flip` block. */
export interface CardFlipCardPayload {
  /** The id a matched pair names the card by. */
  id: string;
  /** The card's text. */
  content?: string;
  /** The card's text, when `content` gives none. */
  label?: string;
  /** What the card is (a drug, its class…), for the service. */
  kind?: string;
}

/** A `card-flip` block: cards to pair, posted as `matched_pairs`. */
export interface CardFlipComponentPayload extends ComponentBasePayload {
  /** The instruction shown above the cards. */
  prompt?: string;
  /** The cards, two of each pair. */
  cards: CardFlipCardPayload[];
}

/** The image of an `image-hotspot` block, given as an object. */
export interface HotspotImagePayload {
  /** The image's absolute https URL. */
  image_url?: string;
  /** What the image shows, for those who cannot see it. */
  alt?: string;
}

/** One place a learner can pick on an image-hotspot's image. */
export interface HotspotPayload {
  /** The id posted when the learner picks it; its label when absent. */
  id?: string | number;
  /** Its name, read to the learner and shown on a narrow screen. */
  label: string | number;
  /** Across the image, in percent of its width (`"41%"` too), or a 0-1 fraction when every position given is. */
  x?: number | string;
  /** Down the image, in percent of its height, or a 0-1 fraction as `x`. */
  y?: number | string;
  /** The position as an `[x, y]` pair or an `{ x, y }` object (also read from `coordinates`, `coords` or `point`). */
  position?: Array<number | string> | { x?: number | string; y?: number | string };
}

/** An `image-hotspot` block: one spot picked on an image, posted by its id. */
export interface ImageHotspotComponentPayload extends ComponentBasePayload {
  /** The image's absolute https URL. */
  image_url?: string;
  /** The image as a URL, or as an object with its URL and alt, when `image_url` gives none. */
  image?: string | HotspotImagePayload;
  /** What the image shows, for those who cannot see it. */
  alt?: string;
  /** The question the learner answers by picking a spot. */
  prompt?: string;
  /** The places to pick from. */
  hotspots: HotspotPayload[];
  /** The image's shape (`4:3`, `16/9`, `800x600` or a number), so its frame is reserved before it loads. */
  aspect_ratio?: string | number;
  /** The image's width, with `height` its shape when `aspect_ratio` gives none. */
  width?: number;
  /** The image's height. */
  height?: number;
}

/** One place to pick in a puzzle of a `narrative-escape` scene. */
export interface EscapeHotspotPayload {
  /** The id posted when the learner picks it; its label when absent. */
  id?: string | number;
  /** Its text. */
  label: string | number;
  /** Across the scene image, in percent (or a 0-1 fraction when every position of the puzzle is). */
  x?: number;
  /** Down the scene image, as `x`. */
  y?: number;
}

/** One puzzle of a `narrative-escape` scene: a prompt and the places to pick from, checked by the service. */
export interface EscapePuzzlePayload {
  /** The id its check and rationale are keyed by. */
  id: string | number;
  /** The question the learner answers. */
  prompt?: string;
  /** The places to pick from. */
  hotspots: EscapeHotspotPayload[];
}

/** The image of a `narrative-escape` scene, given as an object. */
export interface SceneImagePayload {
  /** The image's absolute https URL. */
  url?: string;
  /** What the image shows; without it the image is decorative, the scene's text telling the scene. */
  alt?: string;
}

/** One scene of a `narrative-escape` block: its story, its image and its puzzles. */
export interface EscapeScenePayload {
  /** The scene's id; `scene-N` when absent. */
  id?: string | number;
  /** The scene's heading. */
  title?: string;
  /** The scene's story, as HTML. */
  narrative?: string;
  /** The scene's image as a URL, or as an object with its URL and alt. */
  image?: string | SceneImagePayload;
  /** The scene image's URL, when `image` gives none. */
  image_url?: string;
  /** What the scene image shows, when `image` gives no alt. */
  alt?: string;
  /** The question of the scene's one puzzle, when its `hotspots` are that puzzle's places. */
  prompt?: string;
  /** The scene's puzzles, in order. */
  puzzles?: EscapePuzzlePayload[];
  /** The places of the scene's one puzzle (keyed by the scene id), or its puzzles when each has places of its own. */
  hotspots?: Array<EscapeHotspotPayload | EscapePuzzlePayload>;
}

/** A `narrative-escape` block: a story of puzzles, each checked on its own. */
export interface NarrativeEscapeComponentPayload extends ComponentBasePayload {
  /** The story told before the first scene, as HTML. */
  intro?: string;
  /** The scenes, in order; a scene opens once the puzzles before it are solved. */
  scenes: EscapeScenePayload[];
}
