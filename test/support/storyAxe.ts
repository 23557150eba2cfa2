import axe from 'axe-core';
import { failingAxeFindings } from './axeFindings';
import { act } from './mount';

/**
 * Waits, inside act, until a story's images and videos settle (at most two seconds): those that
 * fail to load (there is no network here) update state as they fail. Then runs axe and lists every
 * violation of any impact whose rule ALLOWED_AXE_FINDINGS does not list, each with up to three targets.
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
  return failingAxeFindings(results.violations);
}
