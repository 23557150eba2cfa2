import type { CourseChromeStrings } from '../strings/en-course';
import type { SeriesModuleView } from './seriesProgress';

export interface SeriesModuleItemProps {
  module: SeriesModuleView;
  total: number;
  onSelect?: (module: SeriesModuleView) => void;
  strings: CourseChromeStrings;
}

function statusText(module: SeriesModuleView, strings: CourseChromeStrings): string {
  switch (module.status) {
    case 'complete':
      return strings.moduleComplete;
    case 'current':
      return strings.moduleCurrent;
    case 'available':
      return strings.moduleAvailable;
    case 'locked':
      return strings.moduleLocked;
    default: {
      const unreachable: never = module.status;
      return unreachable;
    }
  }
}

/** One module row: a button when selectable, plain text with the reason when locked. */
export function SeriesModuleItem({ module, total, onSelect, strings }: SeriesModuleItemProps) {
  const title = module.title ?? strings.untitledModule(module.position);
  const selectable = onSelect !== undefined && !module.isCurrent && module.status !== 'locked';
  return (
    <li className="method-series__item" data-status={module.status}>
      {selectable ? (
        <button type="button" className="method-series__link" onClick={() => onSelect(module)}>
          {title}
        </button>
      ) : (
        <span className="method-series__title" aria-current={module.isCurrent ? 'page' : undefined}>
          {title}
        </span>
      )}
      <span className="method-series__position">{strings.moduleOf(module.position, total)}</span>
      <span className="method-series__status">{statusText(module, strings)}</span>
      {module.status === 'locked' && module.blockedBy ? (
        <span className="method-series__reason">
          {strings.lockedReason(module.blockedBy.title ?? strings.untitledModule(module.blockedBy.position))}
        </span>
      ) : null}
    </li>
  );
}
