import type { CanonicalKind, KindData } from '../kinds';
import { aiVideo } from '../kinds/ai-video';
import { audio } from '../kinds/audio';
import { confidenceCheck } from '../kinds/confidence-check';
import { evaluation } from '../kinds/evaluation';
import { formInput } from '../kinds/form-input';
import { imageHotspot } from '../kinds/image-hotspot';
import { narrativeEscape } from '../kinds/narrative-escape';
import { talkingAvatar } from '../kinds/talking-avatar';
import { video } from '../kinds/video';
import { webinarEmbed } from '../kinds/webinar-embed';
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
 *
 * A list, keyed by the definitions' own `kind`: a definition cannot name its full reader, which would
 * put every reader back up front (the definitions are the model's); kindViews.test.ts checks the list
 * against the readers the renderers read their views with.
 */
export const VIEW_READERS = {
  [imageHotspot.kind]: readImageHotspot,
  [narrativeEscape.kind]: readNarrativeEscape,
  [evaluation.kind]: readEvaluation,
  [confidenceCheck.kind]: readConfidenceCheck,
  [formInput.kind]: readFormInput,
  [video.kind]: readMedia,
  [talkingAvatar.kind]: readMedia,
  [aiVideo.kind]: readMedia,
  [audio.kind]: readAudio,
  [webinarEmbed.kind]: readWebinar,
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
