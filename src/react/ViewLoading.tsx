import { usePlayerContext } from './PlayerContext';

/**
 * Stands in for the landing or completion page while its code arrives (the player preloads it on
 * mount, so normally never seen), and in server HTML when the host did not preload it. Sized like
 * an activity's loading box, so the footer does not jump when the page replaces it.
 */
export function ViewLoading() {
  const { strings } = usePlayerContext();
  return (
    <p className="method-activity-loading" role="status">
      {strings.viewLoading}
    </p>
  );
}
