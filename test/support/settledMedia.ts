import { act } from './mount';

/**
 * Waits until every image and video in `container` has loaded or failed and fonts are ready (at most
 * five seconds), so a screenshot holds the page's look and not its loading. Inside act: a failed
 * image or video updates state. Shared by the suites that keep screenshot baselines.
 */
export async function settledMedia(container: HTMLElement): Promise<void> {
  const loading = () =>
    [...container.querySelectorAll('img')].some((image) => !image.complete) ||
    [...container.querySelectorAll<HTMLMediaElement>('video, audio')].some((media) => media.networkState === HTMLMediaElement.NETWORK_LOADING && media.readyState < 1);
  await act(async () => {
    await document.fonts.ready;
    const deadline = Date.now() + 5000;
    let settled = 0;
    while (settled < 3 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      settled = loading() ? 0 : settled + 1;
    }
  });
}
