import { Rationale } from '../../controls/Rationale';
import type { RendererProps } from '../../registry/types';
import type { PuzzleState } from './useNarrativeEscape';
import type { KindPlayerStrings } from '../../strings/en-kinds';

export interface PuzzleCheckProps {
  state: PuzzleState;
  feedbackId: string;
  onCheck: () => void;
  checkState: RendererProps['checkState'];
  strings: KindPlayerStrings;
}

/** "Check answer" for one puzzle, then the service's verdict; a wrong answer invites another try. */
export function PuzzleCheck({ state, feedbackId, onCheck, checkState, strings }: PuzzleCheckProps) {
  const pending = checkState === 'pending';
  const { verdict } = state;
  return (
    <>
      {state.checkable && (
        <button
          type="button"
          className="method-button"
          data-variant="secondary"
          aria-busy={pending || undefined}
          aria-disabled={state.selected === undefined || pending || undefined}
          onClick={() => state.selected !== undefined && onCheck()}
        >
          {strings.checkAnswerLabel}
        </button>
      )}
      {/* Focus lands here when the puzzle is solved and its Check button goes away. */}
      <div id={feedbackId} tabIndex={-1} className="method-escape__feedback" data-solved={state.solved || undefined}>
        <Rationale rationale={verdict} strings={strings} />
        {state.solved && verdict?.correct === null && <p>{strings.puzzleSolved}</p>}
        {verdict?.correct === false && <p className="method-field__hint">{strings.puzzleTryAgain}</p>}
      </div>
    </>
  );
}
