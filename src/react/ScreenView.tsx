import { useContext, useEffect, useId, useMemo, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { sanitizeHtmlAhead } from '../controls/sanitizeHtmlAhead';
import { checksWithService } from '../store/blockView';
import type { Block } from '../model/types';
import { isAwaitingSend } from '../logic/outbox';
import { isPhaseAnswered, isReviewOpen } from '../logic/review';
import { stateKey } from '../store/keyedSubscriptions';
import { selectVisibleBlockIds } from '../store/selectors';
import { LazyPhaseReadout, LazyPhaseReview } from './lazyViews';
import { PhaseResult } from './PhaseResult';
import { ResultFeedback } from './ResultFeedback';
import { CertificateContext, usePlayer, usePlayerContext } from './PlayerContext';
import { ScreenActions } from './ScreenActions';
import { ScreenBlocks } from './ScreenBlocks';
import { OutboxStatus } from './OutboxStatus';
import { SubmissionStatus } from './SubmissionStatus';
import { useKeyedPlayer } from './useKeyedPlayer';

/**
 * The current screen: heading (focused on every screen change), visible blocks, result, actions;
 * or, while its phase's answers are under review, the review in place of the blocks (its heading
 * focused too). `focusOnMount` moves focus to the heading at once, for when it replaces what had focus (Start).
 */
export function ScreenView({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const { course, strings, store } = usePlayerContext();
  const certificate = useContext(CertificateContext);
  const position = usePlayer(useShallow((s) => s.position));
  // The same array until the screen or the reveals change: answering a question is no new list.
  const blockIds = usePlayer((s) => selectVisibleBlockIds(course, s));
  // Only blocks the service checks one at a time can fail on their own.
  const checkedIds = useMemo(() => blockIds.filter((id) => course.blocks[id] && checksWithService(course, course.blocks[id])), [course, blockIds]);
  // The screen's prose in one DOMPurify pass before its blocks render, each of which would
  // otherwise parse and walk a document of its own (docs/performance.md#one-dompurify-pass-per-screen);
  // a block finds its string already sanitized.
  useMemo(() => sanitizeHtmlAhead(blockIds.map((id) => htmlOf(course.blocks[id]))), [course, blockIds]);
  const reviewing = usePlayer((s) => (s.position ? s.completed[s.position.phaseId] === true : false));
  // Submitted and kept for its send (not on its way: "Sending…" says so beside the button).
  const awaitingSend = usePlayer((s) => {
    const send = s.position ? s.submissions[`phase:${s.position.phaseId}`] : undefined;
    return s.position !== null && send?.state !== 'pending' && isAwaitingSend(s.outbox, s.completed, s.position.phaseId, send?.failure);
  });
  const reviewOpen = usePlayer((s) => isReviewOpen(course, s));
  const wasReviewOpen = useRef(reviewOpen);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const firstRender = useRef(true);
  const phase = position ? course.phases.find((p) => p.id === position.phaseId) : undefined;

  useEffect(() => {
    // Do not steal focus from the host page on mount; move it on every navigation after that.
    if (firstRender.current && !focusOnMount) {
      firstRender.current = false;
      return;
    }
    firstRender.current = false;
    const closed = wasReviewOpen.current && !reviewOpen;
    wasReviewOpen.current = reviewOpen;
    // The service's answer closes the review too: focus then stays on the action, as after any send.
    if (closed && position && isPhaseAnswered(store.getState(), position.phaseId)) return;
    headingRef.current?.focus();
  }, [position?.phaseId, position?.screenIndex, reviewOpen]);

  if (!phase || !position) return <p className="method-notice" data-tone="info">{strings.emptyCourse}</p>;
  const screenCount = phase.screens.length;
  return (
    <section className="method-screen" aria-labelledby={headingId} data-phase-type={phase.type}>
      <h2 id={headingId} className="method-screen__heading" tabIndex={-1} ref={headingRef}>
        {reviewOpen ? strings.reviewHeading(phase.title) : phase.title}
      </h2>
      {screenCount > 1 && !reviewOpen && <p className="method-screen__position">{strings.screenPosition(position.screenIndex + 1, screenCount)}</p>}
      {!phase.isKnownType && <p className="method-notice" role="note" data-tone="info">{strings.unknownPhaseType(phase.type)}</p>}
      {reviewing && <p className="method-notice" data-tone="info">{strings.reviewNotice}</p>}
      {awaitingSend && <p className="method-notice" data-tone="info" data-awaiting-send="">{strings.awaitingSendNotice}</p>}
      {blockIds.length === 0 && !reviewOpen && <p className="method-notice" data-tone="info">{strings.emptyScreen}</p>}
      {reviewOpen && <LazyPhaseReview phase={phase} labelledBy={headingId} />}
      {!reviewOpen && <ScreenBlocks all={phase.screens[position.screenIndex]?.blockIds ?? blockIds} visible={blockIds} />}
      {phase.type === 'certificate' && certificate}
      <PhaseResult phaseId={phase.id} />
      <ResultFeedback phaseId={phase.id} />
      {phase.debriefReadout && !reviewOpen && position.screenIndex === screenCount - 1 && <LazyPhaseReadout phase={phase} />}
      <OutboxStatus phaseId={phase.id} />
      <SubmissionStatus submissionKey={`phase:${phase.id}`} />
      {checkedIds.map((id) => <AnchorStatus key={id} blockId={id} />)}
      <ScreenActions />
    </section>
  );
}

function htmlOf(block: Block | undefined): string | undefined {
  return block && (block.kind === 'html' || block.kind === 'content' || block.kind === 'rich-text') ? block.data.html : undefined;
}

/**
 * A failed anchor check shows its own error and the one Try again beside the screen's actions: the
 * block's Check answer keeps its name (pressing it checks again too), so a learner never meets two
 * Try again buttons for one check, whatever the renderer.
 */
function AnchorStatus({ blockId }: { blockId: string }) {
  const keys = useMemo(() => [stateKey('submissions', `block:${blockId}`)], [blockId]);
  const failed = useKeyedPlayer(keys, (s) => s.submissions[`block:${blockId}`]?.state === 'failed');
  return failed ? <SubmissionStatus submissionKey={`block:${blockId}`} /> : null;
}
