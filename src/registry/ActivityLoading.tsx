import type { PlayerStrings } from '../strings/en';

export interface ActivityLoadingProps {
  strings: PlayerStrings;
}

/**
 * Stands in for a lazily loaded kind while its code arrives, and in server HTML rendered with
 * `renderToString` (which does not wait for it). The stylesheet reserves the block's space, so the
 * screen does not jump when the activity replaces it.
 */
export function ActivityLoading({ strings }: ActivityLoadingProps) {
  return (
    <p className="method-activity-loading" role="status">
      {strings.activityLoading}
    </p>
  );
}
