import type { BlockOf } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { EscapeScenes } from './EscapeScenes';
import { PuzzleHotspots } from './PuzzleHotspots';

/**
 * Scenes with hotspot puzzles (spec 2.4). Each pick is checked by the service (`onCheck`); a solved
 * scene opens the next. Rendered state: `aria-pressed` on each puzzle's picked hotspot,
 * `data-solved` on a solved puzzle's feedback.
 */
export function NarrativeEscapeRenderer(props: RendererProps<BlockOf<'narrative-escape'>>) {
  return <EscapeScenes {...props} Puzzle={PuzzleHotspots} placesHotspots />;
}
