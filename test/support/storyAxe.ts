import axe from 'axe-core';
import { act } from './mount';

/**
 * Waits, inside act, until a story's images and videos settle (at most two seconds): those that
 * fail to load (there is no network here) update state as they fail. Then runs axe and lists the
 * serious and critical violations, each with up to three of its targets.
 */
export async function blockingAxeViolations(container: HTMLElement): Promise<string[]> {
  const loading = () =>
    [...container.querySelectorAll('img')].some((image) => !image.complete) ||
    [...container.querySelectorAll('video')].some((video) => video.networkState === HTMLMediaElement.NETWORK_LOADING);
  await act(async () => {
    const deadline = Date.now() + 2000;
    let settled = 0;
    while (settled < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      settled = loading() ? 0 : settled + 1;
    }
  });
  const results = await axe.run(container, { resultTypes: ['violations'] });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}
