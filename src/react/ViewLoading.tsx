import { usePlayerContext } from './PlayerContext';

/**
 * Stands in for the landing or completion page while its code arrives (the completion page's is
 * fetched ahead, so normally never seen; the landing page's for the instant it takes), and in server
 * HTML when the host did not preload it. Sized like an activity's loading box, so the footer does
 * not jump when the page replaces it.
 */
export function ViewLoading() {
  const { strings } = usePlayerContext();
  return (
    <p className="method-activity-loading" role="status">
      {strings.viewLoading}
    </p>
  );
}
