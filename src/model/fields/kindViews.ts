import type { CanonicalKind, KindData } from '../kinds';
import { readEvaluation } from './readEvaluation';
import { readImageHotspot } from './readImageHotspot';
import { readAudio, readMedia, readWebinar } from './readMediaKinds';
import { readNarrativeEscape } from './readNarrativeEscape';

/**
 * The full readers of the kinds whose model data is an outline: their renderers read the rest in
 * their own chunks (viewOf). For tools that want every field at once (the check, tests); the
 * player's own path never imports this, or every reader would be back on it.
 */
export const VIEW_READERS = {
  'image-hotspot': readImageHotspot,
  'narrative-escape': readNarrativeEscape,
  evaluation: readEvaluation,
  video: readMedia,
  'talking-avatar': readMedia,
  'ai-video': readMedia,
  audio: readAudio,
  'webinar-embed': readWebinar,
} satisfies { [K in CanonicalKind]?: (fields: Readonly<Record<string, unknown>>) => unknown };

type ViewReaders = typeof VIEW_READERS;

/** What a kind's renderer draws from: its full view where the model holds an outline, else its data. */
export type KindView = { [K in CanonicalKind]: K extends keyof ViewReaders ? ReturnType<ViewReaders[K]> : KindData[K] };

/** A block's full view (KindView of its kind): read from its fields for an outlined kind, its data as it is otherwise. */
export function kindView(kind: string, fields: Readonly<Record<string, unknown>>, data: unknown): unknown {
  const read = (VIEW_READERS as Readonly<Record<string, (fields: Readonly<Record<string, unknown>>) => unknown>>)[kind];
  return read ? read(fields) : data;
}
