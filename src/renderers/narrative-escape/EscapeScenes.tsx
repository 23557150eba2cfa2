import { useId, useRef, type ComponentType } from 'react';
import { SafeHtml } from '../../controls/SafeHtml';
import { safeUrl } from '../../controls/safeUrl';
import { puzzleIds } from '../../model/kinds/narrative-escape';
import { isPuzzleSolved } from '../../logic/puzzles';
import type { SceneView } from '../../model/fields/readNarrativeEscape';
import type { BlockOf } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { escapeIds } from './ids';
import { PuzzleCheck } from './PuzzleCheck';
import type { PuzzleControlProps } from './types';
import { useEscapeFeedback } from './useEscapeFeedback';
import { useNarrativeEscape } from './useNarrativeEscape';
import { useKindStrings } from '../useKindStrings';

export interface EscapeScenesProps extends RendererProps<BlockOf<'narrative-escape'>> {
  Puzzle: ComponentType<PuzzleControlProps>;
  /** Place hotspots over the scene image where every one has a position (the Fallback never does). */
  placesHotspots: boolean;
}

/**
 * The story's introduction, then the scenes in order, each opening once the puzzles before it are
 * solved (all shown under review), with one polite status line for check results. Renderer and
 * Fallback differ only in `Puzzle`.
 */
export function EscapeScenes({ Puzzle, placesHotspots, ...props }: EscapeScenesProps) {
  const { block, rationales, strings: playerStrings, checkState, allowHttp, status } = props;
  const strings = useKindStrings(playerStrings);
  const escape = useNarrativeEscape(props);
  const { view, shown } = escape;
  const base = useId();
  const root = useRef<HTMLDivElement>(null);
  const message = useEscapeFeedback({ view, rationales, shown, strings, root, base });
  const Heading = block.title ? 'h4' : 'h3';
  let puzzleIndex = 0;

  const renderScene = (scene: SceneView, sceneIndex: number) => {
    const src = safeUrl(scene.imageUrl, { allowHttp });
    const placed = scene.puzzles.map((puzzle) => placesHotspots && src !== null && puzzle.hotspots.every((h) => h.x !== null && h.y !== null));
    const title = scene.title || strings.sceneHeading(sceneIndex + 1);
    return (
      <div key={scene.id} className="method-escape__scene">
        <Heading id={escapeIds.sceneHeading(base, sceneIndex)} tabIndex={-1}>{title}</Heading>
        {scene.html && <SafeHtml className="method-prose" html={scene.html} />}
        {src && !placed.includes(true) && <img className="method-escape__image" src={src} alt={scene.alt} />}
        {scene.puzzles.map((puzzle, at) => {
          const index = puzzleIndex++;
          const state = escape.puzzle(puzzle);
          // The image is described once; copies under later puzzles of the scene are decorative.
          const image = src && placed[at] ? { src, alt: placed.indexOf(true) === at ? scene.alt : '' } : null;
          return (
            <Puzzle key={puzzle.id} puzzle={puzzle} label={puzzle.prompt || title} labelId={escapeIds.prompt(base, index)} state={state} image={image} strings={strings} onChoose={(id) => escape.choose(puzzle.id, id)}>
              <PuzzleCheck state={state} feedbackId={escapeIds.feedback(base, index)} onCheck={escape.check} checkState={checkState} strings={strings} />
            </Puzzle>
          );
        })}
      </div>
    );
  };

  const hidden = view.scenes.length - shown;
  const reviewing = status === 'review';
  const ids = puzzleIds(view);
  // Solved now, in play: under review every puzzle was solved long ago, which is no news.
  const allSolved = !reviewing && ids.length > 0 && ids.every((id) => isPuzzleSolved(rationales[id]));
  return (
    <div className="method-escape" ref={root} data-review={reviewing || undefined}>
      {block.title && <h3>{block.title}</h3>}
      {view.introHtml && <SafeHtml className="method-prose" html={view.introHtml} />}
      {reviewing && <p className="method-escape__review">{strings.escapeReviewing}</p>}
      {view.scenes.length === 0 && <p className="method-notice" data-tone="warning">{strings.noItems}</p>}
      {view.scenes.slice(0, shown).map(renderScene)}
      {hidden > 0 && <p className="method-field__hint">{strings.scenesLocked(hidden)}</p>}
      {/* Seen, not said: the status line below already announced it when the last puzzle was solved. */}
      {allSolved && <p className="method-notice method-escape__outcome" data-tone="success">{strings.allPuzzlesSolved}</p>}
      <p className="method-visually-hidden" role="status">{message}</p>
    </div>
  );
}
