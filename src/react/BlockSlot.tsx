import { memo, useCallback, useMemo } from 'react';
import type { BlockAnswer } from '../logic/answers';
import { shallow } from 'zustand/vanilla/shallow';
import { blockStateKeys, checksWithService, selectBlockView, type BlockView } from '../store/blockView';
import { BlockNotice } from '../registry/BlockNotice';
import { resolveRenderer } from '../registry/resolveRenderer';
import type { RendererProps } from '../registry/types';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import { usePlayerContext } from './PlayerContext';
import { useKeyedPlayer } from './useKeyedPlayer';

const NO_KEYS: readonly string[] = [];
const NO_VIEW: BlockView = { answer: undefined, reviewing: false, busy: false, checkState: 'idle', rationales: {} };

/**
 * One block: picks its renderer, reads only this block's answer, rationales and status (woken
 * only when one of those entries changes), and isolates failures (a throwing Renderer falls back
 * to its Fallback, then to a notice).
 */
export const BlockSlot = memo(function BlockSlot({ blockId }: { blockId: string }) {
  const { course, registry, strings, env, store } = usePlayerContext();
  const block = course.blocks[blockId];
  const keys = useMemo(() => (block ? blockStateKeys(block) : NO_KEYS), [block]);
  const { answer, reviewing, busy, checkState, rationales } = useKeyedPlayer(keys, (s) => (block ? selectBlockView(course, s, block) : NO_VIEW), shallow);
  const onAnswer = useCallback((next: BlockAnswer) => store.getState().actions.answer(blockId, next), [store, blockId]);
  const onCheck = useCallback(() => void store.getState().actions.checkAnswer(blockId), [store, blockId]);
  if (!block) return null;

  const resolution = resolveRenderer(registry, block, env);
  const degraded = resolution.mode === 'fallback';
  const props: RendererProps = {
    block, course, answer, onAnswer, rationales, strings,
    status: reviewing ? 'review' : busy ? 'busy' : 'editable',
    ...(checksWithService(course, block) ? { onCheck, checkState } : {}),
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
