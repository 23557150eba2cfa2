import type { CanonicalKind, KindData } from '../kinds';
import { readConfidenceCheck } from './readConfidenceCheck';
import { readEvaluation } from './readEvaluation';
import { readFormInput } from './readFormInput';
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
  'confidence-check': readConfidenceCheck,
  'form-input': readFormInput,
  video: readMedia,
  'talking-avatar': readMedia,
  'ai-video': readMedia,
  audio: readAudio,
  'webinar-embed': readWebinar,
} satisfies { [K in CanonicalKind]?: (fields: Readonly<Record<string, unknown>>) => unknown };

type ViewReaders = typeof VIEW_READERS;

/** What a kind's renderer draws from: its full view where the model holds an outline, else its data. */
export type KindView = { [K in CanonicalKind]: K extends keyof ViewReaders ? Completed<KindData[K], ReturnType<ViewReaders[K]>> : KindData[K] };

/** An outline completed by its full view: the view's fields, and the outline's the view does not read. */
type Completed<Outline, View> = Outline extends null ? View : Omit<Outline, keyof View> & View;

/**
 * A block's full view (KindView of its kind): for an outlined kind its outline completed by the full
 * reader (which wins where both read a field; a confidence check's `anchorId` is the outline's alone),
 * its data as it is otherwise.
 */
export function kindView(kind: string, fields: Readonly<Record<string, unknown>>, data: unknown): unknown {
  const read = (VIEW_READERS as Readonly<Record<string, (fields: Readonly<Record<string, unknown>>) => unknown>>)[kind];
  return read ? { ...(data as object | null), ...(read(fields) as object) } : data;
}
