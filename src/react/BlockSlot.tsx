import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import type { BlockAnswer } from '../logic/answers';
import { shallow } from 'zustand/vanilla/shallow';
import { blockStateKeys, checksWithService, selectBlockView, type BlockView } from '../store/blockView';
import type { QuestionSpans } from '../logic/questionClock';
import { BlockNotice } from '../registry/BlockNotice';
import { resolveRenderer } from '../registry/resolveRenderer';
import type { QuestionClocks, RendererProps } from '../registry/types';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import { usePlayerContext } from './PlayerContext';
import { useKeyedPlayer } from './useKeyedPlayer';

const NO_KEYS: readonly string[] = [];
const NO_VIEW: BlockView = { answer: undefined, reviewing: false, busy: false, checkState: 'idle', rationales: {}, questionClocks: undefined };

const NO_SPANS: QuestionSpans = {};

/**
 * One block: picks its renderer, reads only this block's answer, rationales and status (woken
 * only when one of those entries changes), and isolates failures (a throwing Renderer falls back
 * to its Fallback, then to a notice).
 */
export const BlockSlot = memo(function BlockSlot({ blockId }: { blockId: string }) {
  const { course, registry, strings, env, store, allowHttp } = usePlayerContext();
  const block = course.blocks[blockId];
  const keys = useMemo(() => (block ? blockStateKeys(block) : NO_KEYS), [block]);
  const { answer, reviewing, busy, checkState, rationales, questionClocks: spans } = useKeyedPlayer(keys, (s) => (block ? selectBlockView(course, s, block) : NO_VIEW), shallow);
  const onAnswer = useCallback((next: BlockAnswer) => store.getState().actions.answer(blockId, next), [store, blockId]);
  const onCheck = useCallback(() => void store.getState().actions.checkAnswer(blockId), [store, blockId]);
  const element = useRef<HTMLDivElement>(null);
  const lastCheck = useRef(checkState);
  useEffect(() => {
    const checked = lastCheck.current !== 'done' && checkState === 'done';
    lastCheck.current = checkState;
    // The "Check answer" button leaves with the check; focus would fall to the page's top.
    const lost = !document.activeElement || document.activeElement === document.body;
    if (checked && lost) element.current?.querySelector<HTMLElement>('.method-rationale')?.focus();
  }, [checkState]);
  // A timed quiz's question clocks (from its view above, so other kinds subscribe to nothing for them).
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
  const props: RendererProps = {
    block, course, answer, onAnswer, rationales, strings, allowHttp,
    status: reviewing ? 'review' : busy ? 'busy' : 'editable',
    ...(checksWithService(course, block) ? { onCheck, checkState } : {}),
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
    <div ref={element} className="method-block" data-kind={block.kind} data-block-id={block.id} data-degraded={degraded || undefined}>
      {content}
    </div>
  );
});
