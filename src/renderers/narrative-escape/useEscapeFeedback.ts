import { useEffect, useRef, useState, type RefObject } from 'react';
import { puzzleIds } from '../../model/kinds/narrative-escape';
import { isPuzzleSolved } from '../../logic/puzzles';
import type { QuestionRationale } from '../../logic/result';
import type { NarrativeEscapeView } from '../../model/fields/readNarrativeEscape';
import type { KindPlayerStrings } from '../../strings/en-kinds';
import { escapeIds } from './ids';

export interface EscapeFeedbackInput {
  view: NarrativeEscapeView;
  rationales: Readonly<Record<string, QuestionRationale>>;
  shown: number;
  strings: KindPlayerStrings;
  root: RefObject<HTMLElement | null>;
  /** The block's useId base (see ./ids.ts): scene headings and puzzle feedback are focusable by script. */
  base: string;
}

/**
 * After a check comes back: the message for the block's status region, and focus moved to the scene
 * that opened (else to the solved puzzle's feedback, as its Check button is gone). Focus moves only
 * when it was inside the block, so a learner who moved on is not pulled back.
 */
export function useEscapeFeedback({ view, rationales, shown, strings, root, base }: EscapeFeedbackInput): string {
  const [message, setMessage] = useState('');
  const previous = useRef({ rationales, shown });
  useEffect(() => {
    const before = previous.current;
    previous.current = { rationales, shown };
    if (before.rationales === rationales && before.shown === shown) return;
    const prompts = new Map(view.scenes.flatMap((scene) => scene.puzzles.map((puzzle) => [puzzle.id, puzzle.prompt || scene.title] as const)));
    const changed = puzzleIds(view).filter((id) => rationales[id] && rationales[id] !== before.rationales[id] && !isPuzzleSolved(before.rationales[id]));
    const solved = changed.filter((id) => isPuzzleSolved(rationales[id]));
    const parts = changed.map((id) => (isPuzzleSolved(rationales[id]) ? strings.puzzleSolvedAnnouncement : strings.puzzleWrongAnnouncement)(prompts.get(id) ?? ''));
    const opened = shown > before.shown ? view.scenes[before.shown] : undefined;
    if (opened) parts.push(strings.sceneOpenedAnnouncement(opened.title || strings.sceneHeading(before.shown + 1)));
    if (solved.length > 0 && puzzleIds(view).every((id) => isPuzzleSolved(rationales[id]))) parts.push(strings.allPuzzlesSolved);
    if (parts.length > 0) setMessage(parts.join(' '));

    const active = document.activeElement;
    const focusWasHere = !active || active === document.body || (root.current?.contains(active) ?? false);
    const target = opened ? escapeIds.sceneHeading(base, before.shown) : solved[0] !== undefined ? escapeIds.feedback(base, puzzleIds(view).indexOf(solved[0])) : null;
    if (focusWasHere && target) document.getElementById(target)?.focus();
  }, [view, rationales, shown, strings, root, base]);
  return message;
}
