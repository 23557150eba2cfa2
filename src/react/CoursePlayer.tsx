import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SeriesModulePayload, SubmitProgressBody } from '../contract';
import { isCourseUnreadable } from '../model/isCourseUnreadable';
import { normalizeCourse } from '../model/normalizeCourse';
import type { Course, NormalizedCourse } from '../model/types';
import { defaultRegistry } from '../registry/defaultRegistry';
import { preloadCourseKinds } from '../registry/preloadCourseKinds';
import type { Registry, RegistryEntry, TimeLimits } from '../registry/types';
import { createPlayerStore, type PlayerStore } from '../store/createPlayerStore';
import { selectHasProgress } from '../store/selectors';
import type { InitialProgress, PersistenceOptions } from '../store/options';
import type { PlayerEvent } from '../store/types';
import type { PlayerStrings, StringsOverride } from '../strings/en';
import { StringsContext } from '../i18n/stringsContext';
import { useResolvedStrings, useStringsScope, type LocaleProps } from '../i18n/useStrings';
import type { FollowUpAnswers } from '../course/followUpAnswers';
import { MethodRootContext } from '../course/methodRootContext';
import { References } from '../course/References';
import { LiveRegion } from './LiveRegion';
import { PlayerSeries } from './PlayerSeries';
import { PlayerContext, type PlayerContextValue } from './PlayerContext';
import { ProgressHeader } from './ProgressHeader';
import { LazyCompletionView, LazyPlayerLanding } from './lazyViews';
import { ScreenView } from './ScreenView';
import { useCompletionPreload } from './useCompletionPreload';
import { useCourseEvaluation } from './useCourseEvaluation';
import { useMediaRefresh } from './useMediaRefresh';
import { usePlayerLifecycle } from './usePlayerLifecycle';
import { useStore } from 'zustand';

export interface CoursePlayerProps extends LocaleProps {
  /** Unknown JSON from GET /api-course-content: the envelope or its `data`. Never trusted. */
  payload: unknown;
  /** The learner's id; goes into every submission body. */
  userId: string;
  /** Receives the exact POST /api-submit-progress body; resolves with the service's answer, rejects on failure. */
  onSubmit: (body: SubmitProgressBody) => Promise<unknown>;
  /** Re-fetches the course (re-signs media) before signed URLs expire. */
  onRefetch?: () => Promise<unknown>;
  /** From GET /api-progress. */
  initialProgress?: InitialProgress;
  /** Resume answers and position after a reload. */
  persistence?: PersistenceOptions;
  /** Force the degraded fallback of every kind. @default false */
  degraded?: boolean;
  /** Add or replace renderers by kind. */
  renderers?: readonly RegistryEntry<any>[];
  /** Any part of the `Strings` table (e.g. `ce-course-player/locales/es`), deep-merged over English and any `<MethodStrings>` above. */
  strings?: StringsOverride;
  /** Receives every outcome as it happens (`PlayerEvent`), a block whose renderer threw (`render_failed`) included. */
  onEvent?: (event: PlayerEvent) => void;
  /** Called once per payload with what normalize noticed. */
  onDiagnostics?: (diagnostics: NormalizedCourse['diagnostics']) => void;
  /** Receives the follow-up answers (commitment, survey, recheck); the form shows on completion when set. */
  onFollowUpSubmit?: (answers: FollowUpAnswers) => void | Promise<unknown>;
  /** Certificate state to show on completion (e.g. a <Certificate> from this package). */
  certificate?: ReactNode;
  /** @default 'light' */
  theme?: 'light' | 'dark' | 'auto';
  /** Extra class on the `.method-player` root, e.g. to override tokens for a host brand. */
  className?: string;
  /** A registry to start from. @default defaultRegistry */
  registry?: Registry;
  /**
   * Receives the answers to course-level `evaluation_questions` (question id -> value; multi-select
   * options joined by `|`) when the evaluation phase showing them is complete. They are not posted
   * with the phase: the spec shows no submit shape for them.
   */
  onEvaluationSubmit?: (answers: Readonly<Record<string, string>>) => void;
  /** Show the course's landing page with a Start button before the first phase (not when resuming with progress). @default false */
  landing?: boolean;
  /** For a module of a series: the address of another module by course id; previous/next show as links. */
  seriesHref?: (courseId: string) => string | null | undefined;
  /** For a module of a series: called with the module the learner picks; previous/next show as buttons. */
  onSeriesNavigate?: (module: SeriesModulePayload) => void;
  /**
   * Accept plain http image, media and link URLs in the payload as well as https (never any other
   * scheme), e.g. for a local preview server. Production payloads are https. @default false
   */
  allowHttp?: boolean;
  /**
   * What a timed quiz's `timeLimit` does. `'enforced'`: a countdown, a warning with "More time" 20 s
   * before the end (at least ten extensions), and a question that runs out locks with its last
   * answer, as WCAG 2.2.1 allows. `'advisory'`: a suggested time only, nothing locks; pass it for a
   * learner whose accommodations remove time limits. @default 'enforced'
   */
  timeLimits?: TimeLimits;
}

/** Renders a CE course payload and runs the learner through it. */
export function CoursePlayer(props: CoursePlayerProps) {
  const [fresh, setFresh] = useState<{ from: unknown; raw: unknown } | null>(null);
  // A re-fetched payload replaces the prop's until the host passes a new one.
  const raw = fresh && fresh.from === props.payload ? fresh.raw : props.payload;
  const normalized = useMemo(() => normalizeCourse(raw), [raw]);
  const { course } = normalized;

  const callbacks = useRef(props);
  callbacks.current = props;
  const store = useCourseStore(course, props, callbacks);
  // One function for the player's life, so the context (and every block bound to it) never churns.
  const [onEvent] = useState(() => (event: PlayerEvent) => callbacks.current.onEvent?.(event));

  const { onDiagnostics } = props;
  useEffect(() => onDiagnostics?.(normalized.diagnostics), [normalized, onDiagnostics]);
  usePlayerLifecycle(store);
  useCourseEvaluation(store, course, callbacks);
  const screenKey = useStore(store, (s) => (s.position ? `${s.position.phaseId}:${s.position.screenIndex}` : ''));
  useMediaRefresh(course, props.onRefetch, (next) => setFresh({ from: props.payload, raw: next }), screenKey);

  const registry = useMemo(() => (props.renderers ? (props.registry ?? defaultRegistry).extend(props.renderers) : props.registry ?? defaultRegistry), [props.registry, props.renderers]);
  // After the first paint, so a page of questions is not held up by the code of later activities.
  useEffect(() => preloadCourseKinds(registry, course), [registry, course]);
  useCompletionPreload(store, course);
  const scope = useStringsScope(props.strings, { locale: props.locale, timeZone: props.timeZone });
  const text = useResolvedStrings(scope);
  const strings = useMemo<PlayerStrings>(() => ({ ...text.renderers, ...text.player }), [text]);
  const degraded = props.degraded ?? false;
  const allowHttp = props.allowHttp ?? false;
  const timeLimits = props.timeLimits ?? 'enforced';
  const context = useMemo<PlayerContextValue>(
    () => ({ store, course, registry, strings, format: text.format, allowHttp, timeLimits, env: { degraded }, onEvent, certificate: props.certificate }),
    [store, course, registry, strings, text.format, allowHttp, timeLimits, degraded, onEvent, props.certificate],
  );
  const complete = useStore(store, (s) => s.courseComplete && !s.reviewingAfterCompletion);
  const unreadable = useMemo(() => isCourseUnreadable(normalized.diagnostics), [normalized]);
  // Decided once: a learner coming back with progress goes straight to where they were.
  const [started, setStarted] = useState<'no' | 'resumed' | 'now'>(() => (props.landing && !selectHasProgress(course, store.getState()) ? 'no' : 'resumed'));

  return (
    <PlayerContext.Provider value={context}>
      {/* Course chrome inside the player (a host's certificate too) reads the player's strings. */}
      <StringsContext.Provider value={scope}>
      {/* Course chrome rendered inside the player (a certificate, say) must not nest another root. */}
      <MethodRootContext.Provider value={true}>
        <div className={props.className ? `method-player ${props.className}` : 'method-player'} data-theme={props.theme ?? 'light'} data-degraded={degraded || undefined}>
          <header className="method-player__header">
            <p className="method-player__title">{course.name}</p>
            <PlayerSeries series={course.series} courseId={course.id} seriesHref={props.seriesHref} onSeriesNavigate={props.onSeriesNavigate} />
            <ProgressHeader />
          </header>
          {unreadable ? (
            <p className="method-notice" role="alert" data-tone="error">{strings.courseUnreadable}</p>
          ) : started === 'no' && course.phases.length > 0 ? (
            <LazyPlayerLanding onStart={() => setStarted('now')} />
          ) : complete ? (
            <LazyCompletionView {...(props.onFollowUpSubmit ? { onFollowUpSubmit: props.onFollowUpSubmit } : {})}>{props.certificate}</LazyCompletionView>
          ) : (
            <ScreenView focusOnMount={started === 'now'} />
          )}
          {/* [N] markers in the prose link here. */}
          <References references={course.references} allowHttp={allowHttp} />
          <LiveRegion store={store} course={course} strings={strings} />
        </div>
      </MethodRootContext.Provider>
      </StringsContext.Provider>
    </PlayerContext.Provider>
  );
}

/** One store per player; a new course (a re-fetch) gets a new store that keeps the progress. */
function useCourseStore(course: Course, props: CoursePlayerProps, callbacks: { current: CoursePlayerProps }): PlayerStore {
  const current = useRef<{ course: Course; store: PlayerStore } | null>(null);
  if (current.current?.course !== course) {
    // Progress carries over only to a re-fetch of the same course, never to a different one.
    const previous = current.current?.course.id === course.id ? current.current.store.getState() : undefined;
    current.current = {
      course,
      store: createPlayerStore({
        course,
        userId: props.userId,
        // Through a ref, so the latest callbacks are used without re-creating the store.
        onSubmit: (body) => callbacks.current.onSubmit(body),
        onEvent: (event) => callbacks.current.onEvent?.(event),
        ...(props.initialProgress ? { initialProgress: props.initialProgress } : {}),
        ...(props.persistence ? { persistence: props.persistence } : {}),
        ...(previous ? { carriedProgress: previous } : {}),
      }),
    };
  }
  return current.current.store;
}
