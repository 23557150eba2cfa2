import { useId } from 'react';
import type { SeriesModulePayload, SeriesPayload } from '../contract/course';
import type { StringsOverride } from '../strings/en';
import { useStringsPart } from '../i18n/useStringsPart';
import type { LocaleProps } from '../i18n/useStringsScope';
import { courseChromeStrings } from '../strings/en-course';
import { EnsureMethodRoot } from './EnsureMethodRoot';
import { Heading, type HeadingLevel } from './Heading';
import { SeriesModuleItem } from './SeriesModuleItem';
import { seriesProgress, type SeriesModuleView } from './seriesProgress';

/** Props of SeriesNav. Rendered state: `data-status="complete|current|available|locked"` per module. */
export interface SeriesNavProps extends LocaleProps {
  /** `series` of the course (null for a standalone activity: nothing renders). */
  series: SeriesPayload | null | undefined;
  /** Course ids of modules the learner has completed, from the host's own records. @default [] */
  completedModuleIds?: readonly string[];
  /** Course id of the module being shown; none marks no module current. @default null */
  currentCourseId?: string | null;
  /** Called with the module (as delivered) the learner opens; locked modules cannot be chosen. */
  onSelectModule?: (module: SeriesModulePayload) => void;
  /** Level of the series heading. @default 2 */
  headingLevel?: HeadingLevel;
  /** Any part of the `Strings` table, over `<MethodStrings>`. */
  strings?: StringsOverride;
}

/**
 * The modules of a series with position and status, plus previous/next. The service serves any
 * module (`sequential_gating_enforced` is false), so order is enforced here from the host's records.
 */
export function SeriesNav({ series, completedModuleIds, currentCourseId, onSelectModule, headingLevel = 2, strings, locale, timeZone }: SeriesNavProps) {
  const text = useStringsPart(courseChromeStrings, strings, { locale, timeZone }).course;
  const headingId = useId();
  const view = seriesProgress(series, completedModuleIds, currentCourseId);
  if (view.modules.length === 0) return null;
  const select = onSelectModule ? (module: SeriesModuleView) => onSelectModule(module.source as SeriesModulePayload) : undefined;
  const title = (module: SeriesModuleView) => module.title ?? text.untitledModule(module.position);
  const nextReasonId = `${headingId}-next-reason`;
  const { previous, next } = view;
  return (
    <EnsureMethodRoot>
      <nav className="method-series" aria-labelledby={headingId}>
        <Heading level={headingLevel} id={headingId} className="method-section__heading">
          {view.name ?? text.seriesHeading}
        </Heading>
        {view.description ? <p className="method-series__description">{view.description}</p> : null}
        {view.current ? <p className="method-status">{text.moduleOf(view.current.position, view.total)}</p> : null}
        <ol className="method-series__list">
          {view.modules.map((module) => (
            <SeriesModuleItem key={module.courseId} module={module} total={view.total} onSelect={select} strings={text} />
          ))}
        </ol>
        {select && (previous || next) ? (
          <div className="method-series__pager">
            {previous ? (
              <button type="button" className="method-button" data-variant="secondary" onClick={() => select(previous)}>
                {text.previousModule(title(previous))}
              </button>
            ) : (
              <span />
            )}
            {next ? (
              <button
                type="button"
                className="method-button"
                data-variant="primary"
                disabled={next.status === 'locked'}
                aria-describedby={next.status === 'locked' ? nextReasonId : undefined}
                onClick={() => select(next)}
              >
                {text.nextModule(title(next))}
              </button>
            ) : null}
            {next?.status === 'locked' && next.blockedBy ? (
              <span className="method-visually-hidden" id={nextReasonId}>
                {text.lockedReason(next.blockedBy.title ?? text.untitledModule(next.blockedBy.position))}
              </span>
            ) : null}
          </div>
        ) : null}
      </nav>
    </EnsureMethodRoot>
  );
}
