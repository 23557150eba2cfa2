import { useId } from 'react';
import type { SeriesModulePayload, SeriesPayload } from '../contract/course';
import { safeHostHref } from '../controls/safeHostHref';
import { seriesProgress, type SeriesModuleView } from '../course/seriesProgress';
import { useStringsPart } from '../i18n/useStringsPart';
import { courseChromeStrings } from '../strings/en-course';

export interface PlayerSeriesProps {
  series: SeriesPayload | null;
  courseId: string;
  /** The host's address of a module; previous/next become links when it returns a safe URL. */
  seriesHref?: ((courseId: string) => string | null | undefined) | undefined;
  /** Called with the module (as delivered) the learner picks; previous/next become buttons. */
  onSeriesNavigate?: ((module: SeriesModulePayload) => void) | undefined;
}

/**
 * The series a module belongs to, inside the player: "Module 2 of 4" and, when the host says how
 * to get there, the previous and next modules. The player knows no completion records, so it
 * locks nothing here; the host's href or callback decides (the full list is `<SeriesNav>`).
 */
export function PlayerSeries({ series, courseId, seriesHref, onSeriesNavigate }: PlayerSeriesProps) {
  const text = useStringsPart(courseChromeStrings).course;
  const headingId = useId();
  const view = seriesProgress(series, [], courseId);
  if (!view.current) return null;
  const title = (module: SeriesModuleView) => module.title ?? text.untitledModule(module.position);
  const go = (module: SeriesModuleView | null, label: (title: string) => string, variant: string) => {
    if (!module) return null;
    const href = seriesHref ? safeHostHref(seriesHref(module.courseId)) : null;
    if (href) return <a className="method-button" data-variant={variant} href={href}>{label(title(module))}</a>;
    if (!onSeriesNavigate) return null;
    return (
      <button type="button" className="method-button" data-variant={variant} onClick={() => onSeriesNavigate(module.source as SeriesModulePayload)}>
        {label(title(module))}
      </button>
    );
  };
  return (
    <nav className="method-player__series" aria-labelledby={headingId}>
      <p id={headingId} className="method-player__series-name">{view.name ?? text.seriesHeading}</p>
      <p className="method-status">{text.moduleOf(view.current.position, view.total)}</p>
      <div className="method-series__pager">
        {go(view.previous, text.previousModule, 'secondary')}
        {go(view.next, text.nextModule, 'secondary')}
      </div>
    </nav>
  );
}
