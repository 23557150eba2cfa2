import { KeepShownMarkup } from '../controls/htmlRenderState';
import { MethodRootContext } from '../course/methodRootContext';
import { References } from '../course/References';
import { StringsContext } from '../i18n/stringsContext';
import { tableLanguage } from '../i18n/tableLanguage';
import type { CoursePlayerProps } from './coursePlayerProps';
import { LazyCompletionView, LazyPlayerDisclosure, LazyPlayerLanding } from './lazyViews';
import { LiveRegion } from './LiveRegion';
import { CertificateContext, PlayerContext } from './PlayerContext';
import { PlayerSeries } from './PlayerSeries';
import { ProgressHeader } from './ProgressHeader';
import { ScreenView } from './ScreenView';
import { useCoursePlayer } from './useCoursePlayer';

export type { CoursePlayerProps } from './coursePlayerProps';

/** Renders a CE course payload and runs the learner through it: the view over what useCoursePlayer sets up. */
export function CoursePlayer(props: CoursePlayerProps) {
  const { course, store, context, scope, strings, unreadable, loadingProgress, complete, started, start, accreditedActive } = useCoursePlayer(props);
  const { degraded } = context.env;
  const { allowHttp } = context;
  return (
    <PlayerContext.Provider value={context}>
      <CertificateContext.Provider value={props.certificate}>
      {/* Course chrome inside the player (a host's certificate too) reads the player's strings. */}
      <StringsContext.Provider value={scope}>
      {/* Course chrome rendered inside the player (a certificate, say) must not nest another root. */}
      <MethodRootContext.Provider value={true}>
      {/* Whether the prose keeps the server's markup (hydrating) or waits for DOMPurify: read once here for every html block. */}
      <KeepShownMarkup>
        <div className={props.className ? `method-player ${props.className}` : 'method-player'} lang={tableLanguage(scope)} data-theme={props.theme ?? 'light'} data-degraded={degraded || undefined} data-accredited-education={accreditedActive ? 'active' : undefined}>
          <header className="method-player__header">
            <p className="method-player__title">{course.name}</p>
            <PlayerSeries series={course.series} courseId={course.id} seriesHref={props.seriesHref} onSeriesNavigate={props.onSeriesNavigate} />
            {/* Until the learner's progress is read, it would mark the first phase current. */}
            {!loadingProgress && <ProgressHeader />}
          </header>
          {unreadable ? (
            <p className="method-notice" role="alert" data-tone="error">{strings.courseUnreadable}</p>
          ) : loadingProgress ? (
            // Sized like an activity's loading box, where the learner's screen will be: never the first phase meanwhile.
            <p className="method-activity-loading" role="status">{strings.progressLoading}</p>
          ) : started === 'no' && course.phases.length > 0 ? (
            <LazyPlayerLanding onStart={start} />
          ) : complete ? (
            <LazyCompletionView
              {...(props.onFollowUpSubmit ? { onFollowUpSubmit: props.onFollowUpSubmit } : {})}
              {...(props.onCreditClaim ? { onCreditClaim: props.onCreditClaim } : {})}
            >
              {props.certificate}
            </LazyCompletionView>
          ) : started === 'disclosure' ? (
            <LazyPlayerDisclosure onContinue={start} />
          ) : (
            <ScreenView focusOnMount={started === 'now'} />
          )}
          {/* [N] markers in the prose link here. */}
          <References references={course.references} allowHttp={allowHttp} />
          {/* Mounted on the learner's progress: the read's changes (a restored position) are not news. */}
          {!loadingProgress && <LiveRegion store={store} course={course} strings={strings} />}
        </div>
      </KeepShownMarkup>
      </MethodRootContext.Provider>
      </StringsContext.Provider>
      </CertificateContext.Provider>
    </PlayerContext.Provider>
  );
}
