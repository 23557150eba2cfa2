import type { BlockOf } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { EscapeScenes } from './EscapeScenes';
import { PuzzleRadios } from './PuzzleRadios';

/** Degraded narrative-escape (spec 2.8 rule 7): the same scenes, each puzzle a native radio group. */
export function NarrativeEscapeFallback(props: RendererProps<BlockOf<'narrative-escape'>>) {
  return <EscapeScenes {...props} Puzzle={PuzzleRadios} placesHotspots={false} />;
}
