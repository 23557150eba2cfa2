import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { isAccredited, openingView } from '../logic/openingView';
import { isCourseUnreadable } from '../model/isCourseUnreadable';
import { normalizeCourse } from '../model/normalizeCourse';
import type { Course } from '../model/types';
import { defaultRegistry } from '../renderers/defaultRegistry';
import type { PlayerStore } from '../store/createPlayerStore';
import { selectHasProgress } from '../store/selectors';
import type { PlayerEvent } from '../store/types';
import type { PlayerStrings } from '../strings/en';
import { playerStrings } from '../strings/en-player';
import { rendererStrings } from '../strings/en-renderers';
import type { StringsScope } from '../i18n/stringsContext';
import { resolvePart } from '../i18n/useStringsPart';
import { useStringsScope } from '../i18n/useStringsScope';
import type { CoursePlayerProps } from './coursePlayerProps';
import { deliverToHost } from './hostCallbacks';
import type { PlayerContextValue } from './PlayerContext';
import { useCourseEvaluation } from './useCourseEvaluation';
import { useCoursePreload } from './useCoursePreload';
import { useCourseStore } from './useCourseStore';
import { useAccreditedSignal } from './useAccreditedSignal';
import { useLeaveWarning } from './useLeaveWarning';
import { useMediaRefresh } from './useMediaRefresh';
import { useOutboxResume } from './useOutboxResume';
import { usePlayerLifecycle } from './usePlayerLifecycle';

/** The player's and the kind renderers' English on a page of questions; the landing and completion pages resolve their own. */
const PLAYER_PART = { player: playerStrings, renderers: rendererStrings };

/** What the player's view draws from: the course, its store and context, and which view to show. */
export interface CoursePlayerSetup {
  course: Course;
  store: PlayerStore;
  context: PlayerContextValue;
  /** The strings scope below the player (course chrome inside it reads the player's strings). */
  scope: StringsScope;
  strings: PlayerStrings;
  unreadable: boolean;
  /** The learner's progress is still being read (an async `persistence.storage`, or a stored record waiting for the persistence code). */
  loadingProgress: boolean;
  /** The course is complete and the learner is not reviewing it. */
  complete: boolean;
  /**
   * What stands before the first phase: the landing page ('no'), the provider's disclosure
   * ('disclosure'); else whether the learner resumed or just pressed Start or Continue ('now').
   */
  started: 'no' | 'disclosure' | 'resumed' | 'now';
  /** An accredited activity is on screen (the root's `data-accredited-education`). */
  accreditedActive: boolean;
  start: () => void;
}

/**
 * Everything CoursePlayer sets up: normalize, the store, the strings, the registry, and the one
 * path from player outcomes to the host (every outcome is a PlayerEvent, hostCallbacks.ts routes it).
 */
export function useCoursePlayer(props: CoursePlayerProps): CoursePlayerSetup {
  const [fresh, setFresh] = useState<{ from: unknown; raw: unknown } | null>(null);
  // A re-fetched payload replaces the prop's until the host passes a new one.
  const raw = fresh && fresh.from === props.payload ? fresh.raw : props.payload;
  const normalized = useMemo(() => normalizeCourse(raw), [raw]);
  const { course } = normalized;

  const callbacks = useRef(props);
  callbacks.current = props;
  // One function for the player's life, so the context (and every block bound to it) never churns.
  const [emit] = useState(() => (event: PlayerEvent) => deliverToHost(callbacks.current, event));
  const store = useCourseStore(course, props, callbacks, emit);
  const loadingProgress = useSyncExternalStore(store.subscribeProgressLoaded, store.isLoadingProgress, store.isLoadingProgressOnServer);
  // The session, the outbox and the opening wait for the learner's progress even while hydration
  // shows the server's fresh start (a stored record waiting for the persistence code).
  const reading = loadingProgress || store.isLoadingProgress();

  // Once per payload: StrictMode's second effect run and a host's new callbacks send nothing again.
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (reported.current === normalized) return;
    reported.current = normalized;
    emit({ type: 'diagnostics', diagnostics: normalized.diagnostics });
  }, [normalized, emit]);
  usePlayerLifecycle(store, emit, reading);
  useOutboxResume(store, reading);
  useLeaveWarning(store);
  useCourseEvaluation(store, course, emit, reading);
  const screenKey = useStore(store, (s) => (s.position ? `${s.position.phaseId}:${s.position.screenIndex}` : ''));
  useMediaRefresh(course, props.onRefetch, (next) => setFresh({ from: props.payload, raw: next }), screenKey);

  const registry = useMemo(() => (props.renderers ? (props.registry ?? defaultRegistry).extend(props.renderers) : props.registry ?? defaultRegistry), [props.registry, props.renderers]);
  const scope = useStringsScope(props.strings, { locale: props.locale, timeZone: props.timeZone });
  const text = useMemo(() => resolvePart(scope, PLAYER_PART), [scope]);
  const strings = useMemo<PlayerStrings>(() => ({ ...text.renderers, ...text.player }), [text]);
  const degraded = props.degraded ?? false;
  const allowHttp = props.allowHttp ?? false;
  const timeLimits = props.timeLimits ?? 'enforced';
  const review = props.review ?? true;
  const preventForwardSeek = props.preventForwardSeek ?? false;
  const media = useMemo(() => ({ tracks: props.mediaTracks, preventForwardSeek }), [props.mediaTracks, preventForwardSeek]);
  const context = useMemo<PlayerContextValue>(
    () => ({ store, course, registry, strings, format: text.format, allowHttp, timeLimits, review, media, env: { degraded }, onEvent: emit }),
    [store, course, registry, strings, text.format, allowHttp, timeLimits, review, media, degraded, emit],
  );
  const complete = useStore(store, (s) => s.courseComplete && !s.reviewingAfterCompletion);
  const unreadable = useMemo(() => isCourseUnreadable(normalized.diagnostics), [normalized]);
  // Decided once, on the learner's progress (so after an async read): a learner coming back with
  // progress goes straight to where they were.
  const decide = () => {
    const opening = openingView(course, selectHasProgress(course, store.getState()), { landing: props.landing ?? false, disclosure: props.disclosure ?? 'player' });
    return opening === 'landing' ? 'no' : opening === 'disclosure' ? 'disclosure' : 'resumed';
  };
  const [started, setStarted] = useState<'no' | 'disclosure' | 'resumed' | 'now' | null>(() => (reading ? null : decide()));
  if (started === null && !reading) setStarted(decide());
  const accredited = isAccredited(course) && !unreadable;
  useCoursePreload(registry, course, { landing: (props.landing ?? false) && !unreadable, disclosure: accredited && (props.disclosure ?? 'player') === 'player' });
  useDisclosureShown(accredited && (started === 'disclosure' || started === 'no') ? (started === 'no' ? 'landing' : 'player') : null, emit);
  const accreditedActive = accredited && (started === 'resumed' || started === 'now') && !complete && !reading;
  useAccreditedSignal(accreditedActive, emit);
  return { course, store, context, scope, strings, unreadable, loadingProgress, complete, started: started ?? 'resumed', start: () => setStarted('now'), accreditedActive };
}

/** The provider's audit trail: the disclosure was shown, once per player. */
function useDisclosureShown(via: 'player' | 'landing' | null, emit: (event: PlayerEvent) => void): void {
  const sent = useRef(false);
  useEffect(() => {
    if (via === null || sent.current) return;
    sent.current = true;
    emit({ type: 'disclosure_shown', via });
  }, [via, emit]);
}
