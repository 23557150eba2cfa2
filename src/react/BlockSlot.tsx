import { Component, createRef, useEffect, useRef, type RefObject } from 'react';
import type { BlockAnswer } from '../logic/answers';
import { anchorIds } from '../logic/gating';
import type { QuestionSpans } from '../logic/questionClock';
import type { Block, Course } from '../model/types';
import { shallow } from 'zustand/vanilla/shallow';
import { blockView, checksWithService, type BlockView } from '../store/blockView';
import type { PlayerStore } from '../store/createPlayerStore';
import type { PlayerEvent } from '../store/types';
import { BlockNotice } from '../registry/BlockNotice';
import { resolveRenderer } from '../registry/resolveRenderer';
import type { MediaBinding, QuestionClocks, RendererProps } from '../registry/types';
import { mediaRuleOf } from '../logic/mediaWatch';
import type { MediaTrackInput } from '../model/fields/readMediaTracks';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import { PlayerContext, type PlayerContextValue } from './PlayerContext';
import { createKeyedReader, type KeyedReader } from './useKeyedPlayer';

const NO_SPANS: QuestionSpans = {};

/**
 * Everything one block keeps for its life, made in one go and only what its kind uses: on a screen
 * of thousands of blocks each callback is thousands of objects on the heap, so the slot holds one
 * of these (docs/performance.md#block-bindings-made-once).
 */
interface Binding {
  view: KeyedReader<BlockView>;
  onAnswer: (next: BlockAnswer) => void;
  /** Only for a block the service checks on its own (checksWithService). */
  onCheck: (() => void) | undefined;
  /** Only for a block whose check focus follows (FocusAfterCheck). */
  element: RefObject<HTMLDivElement | null> | undefined;
  /** A timed quiz's clocks for these spans: the same object while the spans stay the same. Timed quizzes only. */
  clocks: ((spans: QuestionSpans | undefined) => QuestionClocks) | undefined;
  /** A media block's rule and watch record. Video, talking-avatar and ai-video only. */
  watch: Pick<MediaBinding, 'rule' | 'readWatch' | 'recordWatch'> | undefined;
}

/** The thrown value as text: an event carries no Error object, so it stays serialisable. */
function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  // String() could run a thrower's own toString, or throw itself (Object.create(null)): name the type only.
  return Object.prototype.toString.call(error);
}

/** A timed quiz's clocks, the same object while the spans stay the same. */
function questionClocks(store: PlayerStore): (spans: QuestionSpans | undefined) => QuestionClocks {
  let last: QuestionClocks | undefined;
  const update = (change: (previous: QuestionSpans) => QuestionSpans) => {
    const previous = store.getState().questionClocks ?? NO_SPANS;
    const next = change(previous);
    if (next !== previous) store.getState().actions.recordQuestionClocks(next);
  };
  return (spans = NO_SPANS) => (last?.spans === spans ? last : (last = { spans, update }));
}

function bind(store: PlayerStore, course: Course, block: Block, stateless: boolean): Binding {
  const checked = checksWithService(course, block);
  return {
    view: stateless ? NO_STATE : createKeyedReader(store, blockView.keys(block), (s) => blockView.select(course, s, block), shallow),
    // A kind that reads no learner state gives no answer either.
    onAnswer: stateless ? NO_ANSWER : (next) => store.getState().actions.answer(block.id, next),
    onCheck: checked ? () => void store.getState().actions.checkAnswer(block.id) : undefined,
    // Only a block that can be revealed (an anchor, a block the service checks) gets a check to follow.
    element: checked || anchorIds(course).has(block.id) ? createRef<HTMLDivElement>() : undefined,
    clocks: block.kind === 'timed-quiz' ? questionClocks(store) : undefined,
    watch: MEDIA_KINDS.has(block.kind)
      ? {
          rule: mediaRuleOf(block, store.getState().mediaCompletion),
          readWatch: () => store.getState().mediaWatch?.[block.id],
          recordWatch: (change) => store.getState().actions.recordMediaWatch(block.id, change),
        }
      : undefined,
  };
}

const MEDIA_KINDS = new Set(['video', 'talking-avatar', 'ai-video']);
const NO_TRACKS: readonly MediaTrackInput[] = [];

const NO_VIEW: BlockView = { answer: undefined, reviewing: false, busy: false, checkState: 'idle', rationales: {}, questionClocks: undefined };
/** The view of a block whose kind reads no learner state (RegistryEntry.stateless), or of no block: subscribed to nothing. */
const NO_STATE: KeyedReader<BlockView> = { subscribe: () => () => {}, getSnapshot: () => NO_VIEW, getServerSnapshot: () => NO_VIEW };
const NO_ANSWER = () => {};
/** What a slot whose block is not in the course holds: it renders nothing and subscribes to nothing. */
const UNBOUND: Binding = { view: NO_STATE, onAnswer: NO_ANSWER, onCheck: undefined, element: undefined, clocks: undefined, watch: undefined };

/** A slot's state until its renderer throws: one object for every slot. */
const HEALTHY = { failed: false };
const NOTHING_TO_UNFOLLOW = () => {};

interface SlotProps {
  blockId: string;
  /** True while the slot hydrates server HTML: it then shows the state the server rendered, as useSyncExternalStore does. */
  hydrating: boolean;
}

/** The views of what a slot binds to, kept between renders (its useMemo, as fields). */
interface Bound {
  store: PlayerStore;
  course: Course;
  block: Block | undefined;
  stateless: boolean;
  onEvent: (event: PlayerEvent) => void;
}

/**
 * One block: picks its renderer, reads only this block's answer, rationales and status (woken
 * only when one of those entries changes), and isolates failures: a throwing Renderer falls back
 * to its Fallback, then to a notice. A class, because one component is both the slot and its
 * error boundary: a function slot plus a boundary were two components, with their hooks, for each
 * of a screen's thousands of blocks (docs/performance.md#one-component-per-block-slot).
 */
export class BlockSlot extends Component<SlotProps, { failed: boolean }> {
  static override contextType = PlayerContext;
  declare context: PlayerContextValue | null;
  override state = HEALTHY;

  private bound: Bound | undefined;
  private binding: Binding = UNBOUND;
  /** The view the latest render read, and the one on the screen (the latest committed render's). */
  private rendered: BlockView = NO_VIEW;
  private shown: BlockView = NO_VIEW;
  /** What the learner sees if the renderer throws: its Fallback, or the notice. */
  private fallsBackTo: 'fallback' | 'notice' = 'notice';
  private following: KeyedReader<BlockView> | undefined;
  private unfollow: () => void = NOTHING_TO_UNFOLLOW;

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.report(error, this.fallsBackTo);
  }

  /** Reports a throw to the host as `render_failed`, by what the learner sees instead. */
  private report(error: unknown, fallback: 'fallback' | 'notice') {
    const block = this.bound?.block;
    if (block) this.bound!.onEvent({ type: 'render_failed', blockId: block.id, kind: block.kind, error: messageOf(error), fallback });
  }

  override componentDidMount() {
    this.follow();
  }

  override componentDidUpdate() {
    this.follow();
  }

  override componentWillUnmount() {
    this.unfollow();
    this.following = undefined;
  }

  override shouldComponentUpdate(next: SlotProps, nextState: { failed: boolean }, nextContext: unknown) {
    if (next.blockId !== this.props.blockId || nextState !== this.state || nextContext !== this.context) return true;
    // Hydration over (or a group re-rendered): only a block whose state differs from what it shows renders.
    return this.current(next.hydrating) !== this.shown;
  }

  /** This block's view now: the server's while hydrating, the store's after. */
  private current(hydrating: boolean): BlockView {
    return hydrating ? this.binding.view.getServerSnapshot() : this.binding.view.getSnapshot();
  }

  /** Subscribes to this block's entries (again when the binding changed) and catches a change that came after the render. */
  private follow() {
    this.shown = this.rendered;
    const { view } = this.binding;
    if (this.following !== view) {
      this.unfollow();
      this.following = view;
      this.unfollow = view.subscribe(this.onChange);
    }
    this.onChange();
  }

  private readonly onChange = () => {
    if (this.following && this.current(this.props.hydrating) !== this.shown) this.forceUpdate();
  };

  /** The binding for this render's block, made again only when what it binds to changed. */
  private bind(store: PlayerStore, course: Course, block: Block | undefined, stateless: boolean, onEvent: (event: PlayerEvent) => void): Binding {
    const last = this.bound;
    if (!last || last.store !== store || last.course !== course || last.block !== block || last.stateless !== stateless || last.onEvent !== onEvent) {
      this.bound = { store, course, block, stateless, onEvent };
      this.binding = block ? bind(store, course, block, stateless) : UNBOUND;
    }
    return this.binding;
  }

  override render() {
    if (!this.context) throw new Error('usePlayer must be used inside <CoursePlayer>.');
    const { course, registry, strings, env, store, allowHttp, timeLimits, onEvent, format, media } = this.context;
    const block = course.blocks[this.props.blockId];
    const stateless = block !== undefined && registry.get(block.kind)?.stateless === true;
    const binding = this.bind(store, course, block, stateless, onEvent);
    const view = (this.rendered = this.current(this.props.hydrating));
    if (!block) return null;
    const { answer, reviewing, busy, checkState, rationales, questionClocks } = view;

    const resolution = resolveRenderer(registry, block, env);
    const degraded = resolution.mode === 'fallback';
    const { onCheck, clocks, element, watch } = binding;
    const props: RendererProps = {
      block, course, answer, onAnswer: binding.onAnswer, rationales, strings, allowHttp,
      status: reviewing ? 'review' : busy ? 'busy' : 'editable',
      ...(onCheck ? { onCheck, checkState } : {}),
      ...(clocks ? { questionClocks: clocks(questionClocks), timeLimits } : {}),
      ...(watch ? { media: { ...watch, hostTracks: media.tracks?.[block.id] ?? NO_TRACKS, language: format.locale, preventForwardSeek: media.preventForwardSeek } } : {}),
    };
    const notice = (reason: 'unknown-kind' | 'unsupported-kind' | 'error') => <BlockNotice block={block} reason={reason} strings={strings} />;

    let content;
    if (resolution.mode === 'notice') content = notice(resolution.reason);
    else {
      const { Component: Renderer } = resolution;
      const Fallback = degraded ? undefined : registry.get(block.kind)?.Fallback;
      if (!this.state.failed) {
        this.fallsBackTo = Fallback ? 'fallback' : 'notice';
        content = <Renderer {...props} />;
      } else {
        // Made only once the renderer has thrown: a healthy block carries no fallback elements.
        content = Fallback ? <BlockErrorBoundary fallback={() => notice('error')} onError={(error) => this.report(error, 'notice')}><Fallback {...props} /></BlockErrorBoundary> : notice('error');
      }
    }
    return (
      <div ref={element} className="method-block" data-kind={block.kind} data-block-id={block.id} data-degraded={degraded || undefined}>
        {content}
        {element && <FocusAfterCheck checkState={checkState} element={element} />}
      </div>
    );
  }
}

/** The "Check answer" button leaves with the check; focus would fall to the page's top: it goes to the rationale. */
function FocusAfterCheck({ checkState, element }: { checkState: BlockView['checkState']; element: RefObject<HTMLDivElement | null> }) {
  const lastCheck = useRef(checkState);
  useEffect(() => {
    const checked = lastCheck.current !== 'done' && checkState === 'done';
    lastCheck.current = checkState;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (checked && lost) element.current?.querySelector<HTMLElement>('.method-rationale')?.focus();
  }, [checkState]);
  return null;
}
