import { memo, useCallback, useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { BlockAnswer } from '../logic/answers';
import type { QuestionSpans } from '../logic/questionClock';
import { selectBlockRationales } from '../store/selectors';
import { anchorIds, revealsLocally } from '../logic/gating';
import { BlockNotice } from '../registry/BlockNotice';
import { resolveRenderer } from '../registry/resolveRenderer';
import type { QuestionClocks, RendererProps } from '../registry/types';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import { usePlayer, usePlayerContext } from './PlayerContext';

const NO_SPANS: QuestionSpans = {};

/**
 * One block: picks its renderer, selects only this block's answer, rationales and status, and
 * isolates failures (a throwing Renderer falls back to its Fallback, then to a notice).
 */
export const BlockSlot = memo(function BlockSlot({ blockId }: { blockId: string }) {
  const { course, registry, strings, env, store } = usePlayerContext();
  const block = course.blocks[blockId];
  const answer = usePlayer((s) => s.answers[blockId]);
  const reviewing = usePlayer((s) => (block ? s.completed[block.phaseId] === true : false));
  const busy = usePlayer((s) => (block ? s.submissions[`phase:${block.phaseId}`]?.state === 'pending' : false));
  const checkState = usePlayer((s) => {
    const status = s.submissions[`block:${blockId}`]?.state;
    return s.revealed[blockId] ? 'done' : status === 'pending' ? 'pending' : status === 'failed' ? 'failed' : 'idle';
  });
  const rationales = usePlayer(useShallow((s) => (block ? selectBlockRationales(course, s, block) : {})));
  const onAnswer = useCallback((next: BlockAnswer) => store.getState().actions.answer(blockId, next), [store, blockId]);
  const onCheck = useCallback(() => void store.getState().actions.checkAnswer(blockId), [store, blockId]);
  // A timed quiz's question clocks live with the progress, so a reload continues them.
  const spans = usePlayer((s) => (block?.kind === 'timed-quiz' ? s.questionClocks : undefined));
  const questionClocks = useMemo(
    (): QuestionClocks | undefined => {
      if (block?.kind !== 'timed-quiz') return undefined;
      const update = (change: (previous: QuestionSpans) => QuestionSpans) => {
        const previous = store.getState().questionClocks ?? NO_SPANS;
        const next = change(previous);
        if (next !== previous) store.getState().actions.recordQuestionClocks(next);
      };
      return { spans: spans ?? NO_SPANS, update };
    },
    [block?.kind, spans, store],
  );
  if (!block) return null;

  const resolution = resolveRenderer(registry, block, env);
  const degraded = resolution.mode === 'fallback';
  // Narrative-escape puzzles are checked by the service one block at a time too (solutions are stripped).
  const checksWithService = (anchorIds(course).has(blockId) && !revealsLocally(block)) || block.kind === 'narrative-escape';
  const props: RendererProps = {
    block, course, answer, onAnswer, rationales, strings,
    status: reviewing ? 'review' : busy ? 'busy' : 'editable',
    ...(checksWithService ? { onCheck, checkState } : {}),
    ...(questionClocks ? { questionClocks } : {}),
  };
  const notice = (reason: 'unknown-kind' | 'unsupported-kind' | 'error') => <BlockNotice block={block} reason={reason} strings={strings} />;
  const entry = registry.get(block.kind);

  let content;
  if (resolution.mode === 'notice') content = notice(resolution.reason);
  else {
    const { Component } = resolution;
    const Fallback = entry?.Fallback;
    const afterFailure = Fallback && !degraded ? <BlockErrorBoundary fallback={notice('error')}><Fallback {...props} /></BlockErrorBoundary> : notice('error');
    content = <BlockErrorBoundary fallback={afterFailure}><Component {...props} /></BlockErrorBoundary>;
  }
  return (
    <div className="method-block" data-kind={block.kind} data-block-id={block.id} data-degraded={degraded || undefined}>
      {content}
    </div>
  );
});
