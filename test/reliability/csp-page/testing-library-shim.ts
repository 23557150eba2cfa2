/**
 * The walk imports act/screen/waitFor/within from @testing-library/react. Production React 19 has
 * no act(); in a real page nothing needs it, so it just runs the callback.
 */
export { screen, waitFor, within } from '@testing-library/dom';

export function act<T>(callback: () => T): T {
  return callback();
}
