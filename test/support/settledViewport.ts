import { page } from 'vitest/browser';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * The test frame at `width` x `height`, once its window has that size and the resize event it fires
 * has gone out (resize steps run before animation frames). `page.viewport` resolves earlier in some
 * engines, and a resize that lands after the next key press cancels a keyboard drag that press
 * started, as a learner turning a phone would (seen in Firefox: Space on an item, and no drag).
 */
export async function settledViewport(width: number, height: number): Promise<void> {
  await page.viewport(width, height);
  for (let frame = 0; frame < 60 && (window.innerWidth !== width || window.innerHeight !== height); frame += 1) await nextFrame();
  await nextFrame();
  await nextFrame();
}
